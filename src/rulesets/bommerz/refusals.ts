/**
 * What each of Bommerz's own refusal codes means: the `code` of a 422
 * `refused-by-the-rules`, published in the ruleset's protocol and on GET
 * /problems/{code}. The kernel's codes (not-now, illegal-command, …) are
 * src/kernel/refusals.ts's.
 */
export const BOMMERZ_REFUSALS: Readonly<Record<string, string>> = {
  'not-that-craft': 'That craft may not do that now: your prompt lists the crafts that may.',
  'not-adjacent': "Move along a link, to a space linked to the craft's.",
  'no-turning-back': 'A craft may not turn straight back to the space it just came from.',
  'no-move-left': 'The craft has no move left.',
  'nowhere-to-stop': 'From there the craft could not end its move on a free space.',
  'space-taken': 'Only one craft may end its move on a space.',
  'not-a-speed-die': "That is not one of the craft's movement dice.",
  'not-drawn': 'That is not a counter you drew to place.',
  'cannot-place-there': 'A counter goes on a space with no counter nor Bommer, never on an Ork starting space (ruling S3), and at set-up at most two to a section.',
  'order-already-set': 'That standing order is set already.',
};
