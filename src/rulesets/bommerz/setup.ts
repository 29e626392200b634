/** Game options, and the seats and Bommer owners each player count gives (rulebook "Set Up"). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { SeatId, SeatSpec } from '../../kernel/ruleset.js';
import { BOMMERZ_PER_WAVE } from './rules.js';

/** The two four-player set-ups the rulebook offers. */
export type FourPlayerVariant = 'spare-bommer' | 'versus-server';

/** The wave limit's default: a limit that rarely binds (Sortie's house rule S27; rulings §10). */
export const DEFAULT_WAVE_TURNS = 30;

/** Sortie's house rule S27: the turns a wave may fly (versions 3 and before). */
const WaveTurnsSchemaV3 = Type.Integer({
  title: 'Wave limit (turns)',
  minimum: 5,
  maximum: 100,
  description: `Sortie's house rule, not the rulebook's: a wave's Bommerz still flying after this many turns are lost (${DEFAULT_WAVE_TURNS} when left out; ignored by games under rules version 2, which stop at 10)`,
});

/** Sortie's house rule S27 from version 4: the turns a wave may fly, or null or 0 for no limit, as the rulebook plays. */
const WaveTurnsSchema = Type.Union([WaveTurnsSchemaV3, Type.Literal(0), Type.Null()], {
  title: 'Wave limit (turns)',
  description: `Sortie's house rule, not the rulebook's: a wave's Bommerz still flying after this many turns (5 to 100) are lost; ${DEFAULT_WAVE_TURNS} when left out; null or 0: no limit, as the rulebook plays`,
});

/** The options schema with a given schema for `waveTurns`. `variant` only exists for four players and defaults to "spare-bommer". */
function optionsSchema<T extends TSchema>(waveTurns: T) {
  return Type.Union([
    Type.Object({ players: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(5)], { title: 'Players' }), waveTurns: Type.Optional(waveTurns) }, { additionalProperties: false }),
    Type.Object(
      {
        players: Type.Literal(4, { title: 'Players' }),
        waveTurns: Type.Optional(waveTurns),
        variant: Type.Optional(
          Type.Union([
            Type.Literal('spare-bommer', { title: 'Three Orks and an Imperial, with a spare Bommer', description: 'three Ork players with one Bommer each and an Imperial player; the first Ork to lose a Bommer gets the spare' }),
            Type.Literal('versus-server', { title: 'Four Orks against the server', description: 'treat as solo: four Ork players with one Bommer each against the server' }),
          ], { title: 'Four-player variant' }),
        ),
      },
      { additionalProperties: false },
    ),
  ], { description: `players: 1, 2, 3, 4 or 5; with 4 players, and only then, variant: "spare-bommer" or "versus-server", "spare-bommer" when left out; waveTurns: Sortie's wave limit, ${DEFAULT_WAVE_TURNS} when left out` });
}

/** Options a Bommerz game is created with: waveTurns may be null or 0 (no limit) from version 4. */
export const OptionsSchema = optionsSchema(WaveTurnsSchema);
/** The options versions 1 to 3 took: a wave limit of 5 to 100 turns. */
export const OptionsSchemaV3 = optionsSchema(WaveTurnsSchemaV3);
export type BommerzOptions = Static<typeof OptionsSchema>;

/** The wave limit a game's options give (S27): the default when left out, null (no limit) for null or 0. */
export function waveLimitOf(options: BommerzOptions): number | null {
  return options.waveTurns === undefined ? DEFAULT_WAVE_TURNS : options.waveTurns || null;
}

/** Every set-up, as plain data in the game state. */
export interface Setup {
  readonly players: 1 | 2 | 3 | 4 | 5;
  readonly variant: 'standard' | FourPlayerVariant;
  /** The Ork seats in seat order (which is also the order equal Speeds move in, rulings §7). */
  readonly orkSeats: readonly SeatId[];
  /** Whether a player holds the Imperial seat; if not, the server defends (rulings §5). */
  readonly imperialPlayer: boolean;
  /** Owner of each Bommer of a wave, by slot; null is the four-player spare, owned by whoever loses a Bommer first. */
  readonly owners: readonly (SeatId | null)[];
}

/** The Imperial seat's id. */
export const IMPERIAL: SeatId = 'imperial';

const orkSeat = (n: number): SeatId => `ork${n}`;

/** The set-up for a game's options (the rulebook's 1- to 5-player set-ups). */
export function setupFor(options: BommerzOptions): Setup {
  const slots = Array.from({ length: BOMMERZ_PER_WAVE }, (_, i) => i);
  switch (options.players) {
    case 1:
      return { players: 1, variant: 'standard', orkSeats: ['ork1'], imperialPlayer: false, owners: slots.map(() => 'ork1') };
    case 2:
      return { players: 2, variant: 'standard', orkSeats: ['ork1'], imperialPlayer: true, owners: slots.map(() => 'ork1') };
    case 3:
      return { players: 3, variant: 'standard', orkSeats: ['ork1', 'ork2'], imperialPlayer: true, owners: slots.map((i) => orkSeat(i < 2 ? 1 : 2)) };
    case 4:
      if (options.variant === 'versus-server') {
        return { players: 4, variant: 'versus-server', orkSeats: slots.map((i) => orkSeat(i + 1)), imperialPlayer: false, owners: slots.map((i) => orkSeat(i + 1)) };
      }
      return { players: 4, variant: 'spare-bommer', orkSeats: ['ork1', 'ork2', 'ork3'], imperialPlayer: true, owners: slots.map((i) => (i < 3 ? orkSeat(i + 1) : null)) };
    case 5:
      return { players: 5, variant: 'standard', orkSeats: slots.map((i) => orkSeat(i + 1)), imperialPlayer: true, owners: slots.map((i) => orkSeat(i + 1)) };
    default: {
      const never: never = options;
      throw new Error(`unknown Bommerz options ${JSON.stringify(never)}`);
    }
  }
}

/** The seats of a set-up, Orks first, then the Imperial player if there is one. */
export function seatsOf(setup: Setup): SeatSpec[] {
  const orks = setup.orkSeats.map((id, i) => ({ id, label: setup.orkSeats.length === 1 ? 'Ork player' : `Ork player ${i + 1}` }));
  return setup.imperialPlayer ? [...orks, { id: IMPERIAL, label: 'Imperial player' }] : orks;
}
