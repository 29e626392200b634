/** The game kernel: the ruleset contract, dice, the log's shape and the pure engine. */
export * from './ruleset.js';
export * from './dice.js';
export * from './canonical.js';
export * from './log.js';
export * from './engine.js';
export * from './control.js';
export * from './control-decide.js';
export * from './registry.js';
