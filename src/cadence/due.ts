/**
 * What a game's clocks call for, and when: pure functions of its position,
 * so the scheduler only asks "what is due now" and "when next".
 */
import type { AnyRuleset } from '../kernel/ruleset.js';
import type { Position } from '../kernel/engine.js';
import { deadlineOf, outcomeOf, reminderDueOf, type ControlCommand } from '../kernel/control.js';

/** The running clocks of a game that is not over (a clock on vacation does not run). */
function runningClocks(ruleset: AnyRuleset, at: Position) {
  const control = at.control;
  if (!control?.timeControl || outcomeOf(ruleset, at)) return [];
  const tc = control.timeControl;
  return Object.entries(control.clocks)
    .filter(([, clock]) => clock.since !== null && !clock.away)
    .map(([seat, clock]) => ({ seat, deadline: deadlineOf(clock)!, reminder: reminderDueOf(tc, clock) }));
}

/** When the game next needs a reminder or a timeout, or null when never (no clock runs, or it is over). */
export function nextDue(ruleset: AnyRuleset, at: Position): Date | null {
  const times = runningClocks(ruleset, at).flatMap((c) => [c.deadline, ...(c.reminder ? [c.reminder] : [])]);
  return times.length === 0 ? null : new Date(Math.min(...times.map((t) => Date.parse(t))));
}

/** The control commands due at `now`: timeouts first (a timeout makes a reminder moot), then reminders. */
export function dueCommands(ruleset: AnyRuleset, at: Position, now: Date): ControlCommand[] {
  const ms = now.getTime();
  const running = runningClocks(ruleset, at);
  const iso = now.toISOString();
  const timeouts = running.filter((c) => Date.parse(c.deadline) <= ms).map((c): ControlCommand => ({ type: 'sortie.timeout', seat: c.seat, at: iso }));
  const reminders = running
    .filter((c) => Date.parse(c.deadline) > ms && c.reminder !== null && Date.parse(c.reminder) <= ms)
    .map((c): ControlCommand => ({ type: 'sortie.remind', seat: c.seat, at: iso }));
  return [...timeouts, ...reminders];
}
