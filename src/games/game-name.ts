/** A game's name: what its creator calls it, shown in the lobby and in its players' notices. */
import { Refusal } from './refusal.js';

/** The longest name, in characters (code points). */
export const GAME_NAME_MAX = 80;

/**
 * Characters a name may not hold: controls (a line break would split a mail
 * subject), format characters (a right-to-left override makes a name read
 * as something else), private-use and unassigned code points, and line and
 * paragraph separators.
 */
const UNWANTED = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;

/**
 * A character that shows: not a space, a filler that draws nothing (Hangul
 * fillers, the blank Braille pattern, the object replacement character, the
 * musical null notehead), nor a mark on nothing.
 */
const SHOWS = /[^\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\uFFFC\u{1D159}]/u;

/** More marks on one character than scripts write (Hebrew with points and cantillation takes four): a pile that spills over the lines around it. */
const PILED_MARKS = /\p{M}{5,}/u;

/** A name as stored: NFC, spaces trimmed, runs of spaces made one; a refusal for one that is empty or too long or holds a character it may not. */
export function gameName(raw: string): string {
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (!SHOWS.test(name)) throw new Refusal('invalid', 'invalid-game-name', 'A game name needs a character that shows, not only spaces or blank fillers.');
  if (PILED_MARKS.test(name)) throw new Refusal('invalid', 'invalid-game-name', 'A game name may carry at most four marks on one character.');
  if (UNWANTED.test(name)) throw new Refusal('invalid', 'invalid-game-name', 'A game name may not hold control, formatting, private-use or unassigned characters.');
  if ([...name].length > GAME_NAME_MAX) throw new Refusal('invalid', 'invalid-game-name', `A game name has at most ${GAME_NAME_MAX} characters.`);
  return name;
}
