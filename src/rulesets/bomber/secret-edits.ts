/**
 * The secret steps' edits (Bomber I's count leak, fixed here). In the Air
 * Status Cards (V), the Mission Sheet (VII) and Plane Readiness (X), every
 * edit is its owner's secret; were each
 * sent by itself, each would add a hidden entry to the log, and the other
 * side could count them (how many Plane units were readied this Turn). So a
 * step's edits are carried out only inside its submission's `edits`, and
 * come out as one hidden `secret-edits` event whatever their number — even
 * none. The prompt still lists each edit legal now, so that a client (or a
 * bot) can build the list step by step with `draftEdits` (decide.ts), which
 * decides edits on a state without submitting anything.
 */
import type { BomberCommand, SecretEdit, Submission } from './commands.js';

/** The submission each secret edit goes in. */
export const SUBMISSION_OF: Readonly<Record<SecretEdit['type'], Submission['type']>> = {
  'box-plane': 'submit-air-status',
  'unbox-plane': 'submit-air-status',
  'pack-suggested': 'submit-air-status',
  'set-rockets': 'submit-air-status',
  'place-flak': 'submit-air-status',
  'remove-flak': 'submit-air-status',
  'plot-primary': 'submit-mission-sheet',
  'plot-bomb-altitude': 'submit-mission-sheet',
  'plot-formation': 'submit-mission-sheet',
  'plot-take-off': 'submit-mission-sheet',
  'plot-land': 'submit-mission-sheet',
  'suggest-mission-sheet': 'submit-mission-sheet',
  'ready-plane': 'submit-readiness',
  'ready-all': 'submit-readiness',
};

const SUBMISSIONS: ReadonlySet<string> = new Set(Object.values(SUBMISSION_OF));

/** Whether a command is a secret step's edit. */
export const isSecretEdit = (c: BomberCommand): c is SecretEdit => Object.hasOwn(SUBMISSION_OF, c.type);

/** Whether a command is a secret step's submission. */
export const isSubmission = (c: BomberCommand): c is Submission => SUBMISSIONS.has(c.type);

/** A submission without its edits: the form the prompt offers. */
export function bareSubmission(c: Submission): Submission {
  const { edits: _, ...bare } = c;
  return bare;
}

/** A submission carrying these edits (each must belong to its step, as decide checks). */
export function withEdits(submission: Submission, edits: readonly SecretEdit[]): Submission {
  return { ...bareSubmission(submission), edits: [...edits] } as Submission;
}
