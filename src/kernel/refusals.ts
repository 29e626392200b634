/**
 * What the kernel's own refusal codes mean: the reasons a well-formed command
 * is refused whatever the game (a 422 `refused-by-the-rules` carrying the
 * code). Each ruleset lists its own beside them (RulesetProtocol.refusals);
 * GET /problems/{code} has a page for each, and a test reads the sources to
 * find every code a `reject` names listed.
 */
export const KERNEL_REFUSALS: Readonly<Record<string, string>> = {
  'not-your-turn': 'Your seat has nothing to do now: the game waits for another seat.',
  'game-over': 'The game is over: it takes no more commands.',
  'already-started': 'The game has already started.',
  'out-of-time': "Your seat ran out of time before the command came: the game's time control has been applied.",
  'empty-batch': 'A batch of commands holds none.',
  'control-in-batch': 'A control command (resign, claim, vacation) goes by itself, not in a batch.',
  'nothing-to-take-back': 'Your seat has nothing it may take back: it has not moved since a die was rolled, something was revealed, or another seat acted.',
  'bad-take-back': 'A take-back says how many commands to take back, or back to which version, not both.',
  'too-far': 'The take-back reaches further back than your seat may go.',
  'unknown-seat': 'The game has no such seat.',
  'bad-time': "A clock's command needs a valid time, and a deadline held until later than now.",
  'not-allowed': "That control command is the service's to send, not a seat's (or the other way round).",
  'time-control-set': 'The game already has a time control.',
  'bad-seats': "A time control names the game's seats, each once.",
  'no-time-control': 'The game has no time control: there is no clock to remind, claim or go on vacation from.',
  'not-due': 'No reminder or time-out is due for that seat yet.',
  'nothing-to-claim': 'That seat is not out of time (or it is your own): there is no win to claim against it.',
  'same-side': 'That seat plays on your side: only an opponent may claim the win.',
  'vacation-not-allowed': 'The game was created without vacations.',
  'already-away': 'Your seat is already on vacation.',
  'not-away': 'Your seat is not on vacation.',
  'unknown-control': 'There is no such control command.',
  'malformed-command': "The command does not fit the ruleset's command schema (GET /rulesets, `commandSchema`).",
  'illegal-command': 'That command is not one of your options now: send one your prompts offer.',
  'not-now': 'That kind of command is not one your seat may send at this step.',
};
