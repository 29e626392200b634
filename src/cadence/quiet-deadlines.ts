/**
 * No time-out without a notice (issue 44): quiet hours hold a player's notices — the turn, the reminder, the
 * time-out — so a deadline that came inside them would time the player out before anything had reached them, and
 * tell the other players at once that they may claim the win. Such a deadline is held instead: it moves on to the
 * end of the quiet hours plus the game's reminder lead (or a quarter of its time per move, if that is longer), the
 * clock still running. The turn notice and the reminder, held until the quiet hours end, go out then, and the
 * player has that long to move before the deadline comes again. A deadline outside quiet hours times out as ever.
 */
import type { ControlCommand, TimeControl } from '../kernel/control.js';
import { quietUntil, type QuietHours } from '../notifications/quiet-hours.js';

/** How long after the quiet hours' end a held deadline falls. */
export function heldFor(tc: TimeControl): number {
  return Math.max(tc.reminderMs, Math.floor(tc.perMoveMs / 4));
}

/** The command for a seat's deadline that has come at `now`: its timeout, or, inside its player's quiet hours, a hold until after them. */
export function deadlineCommand(timeout: Extract<ControlCommand, { type: 'sortie.timeout' }>, quiet: QuietHours | null, tc: TimeControl, now: Date): ControlCommand {
  const end = quiet ? quietUntil(now, quiet) : null;
  if (!end) return timeout;
  return { type: 'sortie.hold-deadline', seat: timeout.seat, at: timeout.at, until: new Date(end.getTime() + heldFor(tc)).toISOString() };
}
