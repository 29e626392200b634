/**
 * Each side's Plane units one by one, as the set-up rules name them. A
 * scenario lists them in groups (`count` identical units of a Model and
 * Type); set-up needs every counter by itself, with a stable id: "us1",
 * "us2", … for the American side and "de1", … for the German, in the
 * scenario's order. The scenario is public, so the ids are too.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Area, Scenario } from '../data/scenario-schema.js';
import { kept } from '../data/kept.js';

/** The two sides, as seats and Air Status Cards name them. */
export const Side = Type.Union([Type.Literal('american'), Type.Literal('german')]);
export type Side = Static<typeof Side>;

/** Schema of a Plane unit id: "us" or "de" and its place in the scenario's list. */
export const PlaneUnitId = Type.String({ pattern: '^(us|de)[1-9]\\d*$', description: 'Plane unit id, e.g. "us3" or "de12"' });

/** Schema of an Air unit number: the 40 Air Boxes of an Air Status Card (V.A). */
export const AirUnitNumber = Type.Integer({ minimum: 1, maximum: 40 });

/** One Plane unit counter. */
export interface PlaneUnit {
  readonly id: string;
  /** Model and Type, e.g. "B-17 B". */
  readonly variant: string;
  /** Initial Strength Points. */
  readonly sp: number;
  /** Carries the "R" mark: may take a Rocket unit (V.C). */
  readonly rockets: boolean;
  readonly designation?: string;
  /** American units only: the geographical area they are listed in (V.D, VI.C). */
  readonly area?: Area;
}

/** Every Plane unit of a side in the scenario, one by one, with ids in the scenario's order. */
export const planeRoster = kept((scenario: Scenario, side: Side): readonly PlaneUnit[] => {
  const groups =
    side === 'american'
      ? scenario.american.flatMap((a) => a.units.map((u) => ({ u, area: a.area })))
      : scenario.german.units.map((u) => ({ u, area: undefined as Area | undefined }));
  const prefix = side === 'american' ? 'us' : 'de';
  const roster: PlaneUnit[] = [];
  for (const { u, area } of groups)
    for (let i = 0; i < u.count; i++) {
      const designation = u.designations?.[i];
      roster.push({
        id: `${prefix}${roster.length + 1}`,
        variant: u.variant,
        sp: u.sp,
        rockets: u.rockets === true,
        ...(designation === undefined ? {} : { designation }),
        ...(area === undefined ? {} : { area }),
      });
    }
  return roster;
});
