/**
 * What the German view tells the server's German player, in the shapes its
 * choices read: its own Air units and Plane units (its Air Status Card),
 * where its counters stand, the American counters and Endurance units it
 * sees, and the scenario's public facts. Nothing here reads a state: the
 * German player decides from `view(state, german)` alone.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, type ScenarioContext } from '../context.js';
import type { PlaneType } from '../data/plane-schema.js';
import type { BomberView } from '../view-schema.js';
import type { RulesVersion } from '../editions.js';
import { hexesApart } from './targets.js';

type AirStatus = NonNullable<BomberView['airStatus']['german']>;
/** One of the German Plane units as the German view shows it. */
export type PlaneView = AirStatus['planes'][number];
/** One of the German Air units as the German view shows it. */
export type AirUnitView = AirStatus['airUnits'][number];
/** A counter on the map as the German view shows it. */
export type CounterView = BomberView['counters'][number];

/** Picks among equally good choices: a die of `sides` faces, 1..sides. */
export type Roll = (sides: number) => number;

/** The German side's view, read. */
export class GermanKnowledge {
  readonly ctx: ScenarioContext;
  readonly air: AirStatus;

  /** `edition`: the version of the rules the game is played under (editions.ts), public: it says how the server's German plays (rulings E62–E64 with version 4, E65– with version 5). */
  constructor(
    readonly view: BomberView,
    readonly edition: RulesVersion = 5,
  ) {
    const air = view.airStatus.german;
    if (air === undefined) throw new Error('not a German view: it shows no German Air Status Card');
    this.air = air;
    this.ctx = contextOf(view.scenario.id);
  }

  /** The German prompt's kind and options (empty when the German need not act). */
  get prompt(): { readonly kind: string; readonly options: readonly BomberCommand[] } {
    const p = this.view.prompts.find((x) => x.seat === 'german');
    return { kind: p?.kind ?? '', options: (p?.options ?? []) };
  }

  /** The Plane units (not eliminated) in an Air unit. */
  planesIn(airUnit: number): PlaneView[] {
    return this.air.planes.filter((p) => p.airUnit === airUnit && !p.eliminated);
  }

  /** A Plane unit by id. */
  plane(id: string): PlaneView {
    const p = this.air.planes.find((x) => x.id === id);
    if (p === undefined) throw new Error(`no German Plane unit ${id}`);
    return p;
  }

  /** A German Air unit by number. */
  airUnit(id: number): AirUnitView {
    const a = this.air.airUnits[id - 1];
    if (a === undefined) throw new Error(`no German Air unit ${id}`);
    return a;
  }

  /** The Type of an Air unit's Plane units (one Model and Type a box, V.C), or null if it holds none. */
  typeOf(airUnit: number): PlaneType | null {
    const p = this.planesIn(airUnit)[0];
    return p === undefined ? null : this.ctx.variant(p.variant).type;
  }

  /** A side's counter for an Air unit, if it has one on the map. */
  counter(side: 'american' | 'german', airUnit: number): CounterView | undefined {
    return this.view.counters.find((c) => c.side === side && c.airUnit === airUnit);
  }

  /** The hex a German Air unit is in: its own counter's, or its cover counter's (VI.D); null if neither is on a hex. */
  hexOf(airUnit: number): string | null {
    const a = this.airUnit(airUnit);
    const at = this.counter('german', airUnit)?.at ?? (a.coveredBy === null ? undefined : this.counter('german', a.coveredBy)?.at);
    return at !== undefined && 'hex' in at ? at.hex : null;
  }

  /** The nearest German Base hex usable on the date. */
  nearestBase(hex: string): string {
    return this.ctx.germanBaseHexes.reduce((b, h) => (hexesApart(hex, h) < hexesApart(hex, b) ? h : b));
  }

  /** Moves of `movementFactor` hexes from a hex to the nearest German Base. */
  movesHome(hex: string, movementFactor: number): number {
    return Math.ceil(hexesApart(hex, this.nearestBase(hex)) / movementFactor);
  }

  /** The German Air units holding Plane units, by number. */
  get loadedAirUnits(): number[] {
    return this.air.airUnits.filter((a) => this.planesIn(a.id).length > 0).map((a) => a.id);
  }

  /**
   * The American Air units the German sees flying on the board: an
   * Endurance unit on the Turn Record and a counter in a hex, but for one
   * whose Observation Report shows it empty (all its Plane units lost: IX.G
   * reports none, as for a bluff).
   */
  get americansUp(): { readonly airUnit: number; readonly hex: string; readonly facing: number | null; readonly endurance: number }[] {
    return this.view.turnRecord.flatMap((e) => {
      if (e.side !== 'american') return [];
      const c = this.counter('american', e.airUnit);
      return c !== undefined && 'hex' in c.at && c.report?.planeUnits !== 0 ? [{ airUnit: e.airUnit, hex: c.at.hex, facing: c.facing, endurance: e.turn }] : [];
    });
  }

  /** Whether any German Air unit is up (its Endurance unit on the Turn Record). */
  get germansUp(): boolean {
    return this.view.turnRecord.some((e) => e.side === 'german');
  }
}

/** The option of the greatest score; equal best ones settled by a roll. Throws on an empty list (a bug: the caller filters). */
export function best<T>(items: readonly T[], score: (item: T) => number, roll: Roll): T {
  if (items.length === 0) throw new Error('nothing to choose from');
  const scores = items.map(score);
  const top = Math.max(...scores);
  // Scores within a hair of each other are equal: floating-point sums should not decide.
  const equal = items.filter((_, i) => scores[i]! >= top - 1e-9);
  return equal.length === 1 ? equal[0]! : equal[roll(equal.length) - 1]!;
}

/** The first option of a type, if offered. */
export function optionOf<T extends BomberCommand['type']>(options: readonly BomberCommand[], type: T): Extract<BomberCommand, { type: T }> | undefined {
  return options.find((o): o is Extract<BomberCommand, { type: T }> => o.type === type);
}

/** Every option of a type. */
export function optionsOf<T extends BomberCommand['type']>(options: readonly BomberCommand[], type: T): Extract<BomberCommand, { type: T }>[] {
  return options.filter((o): o is Extract<BomberCommand, { type: T }> => o.type === type);
}
