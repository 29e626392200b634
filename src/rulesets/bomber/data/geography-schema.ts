/**
 * Schemas of the hand-entered geography the map generator reads
 * (geography/*.json): real places in degrees, game values beside them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './dates.js';

const Lon = Type.Number({ minimum: -30, maximum: 45 });
const Lat = Type.Number({ minimum: 25, maximum: 72 });
/** A [longitude, latitude] point in degrees. */
export const LonLat = Type.Tuple([Lon, Lat]);
const Ring = Type.Array(LonLat, { minItems: 3 });
const Name = Type.String({ minLength: 1 });
const Capacity = Type.Integer({ minimum: 1, maximum: 12 });
const FlakStrength = Type.Integer({ minimum: 0, maximum: 4 });

/** geography/board.json: projection and grid. */
export const BoardSchema = Type.Object(
  {
    projection: Type.Object(
      {
        kind: Type.Literal('lambert-conformal-conic'),
        centralMeridian: Lon,
        latitudeOfOrigin: Lat,
        standardParallels: Type.Tuple([Lat, Lat]),
        earthRadiusMiles: Type.Number({ minimum: 3900, maximum: 4000 }),
      },
      { additionalProperties: false },
    ),
    hexAcrossMiles: Type.Number({ minimum: 1 }),
    columns: Type.Integer({ minimum: 2, maximum: 99 }),
    rows: Type.Integer({ minimum: 2, maximum: 99 }),
    firstHexCentreMiles: Type.Tuple([Type.Number(), Type.Number()]),
    atlas: Type.Union([Type.Literal('countries-10m'), Type.Literal('countries-50m'), Type.Literal('countries-110m')]),
    landShareOfLandHex: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    airDefenseReach: Type.Integer({ minimum: 1 }),
    entryHexSpacing: Type.Integer({ minimum: 1 }),
    offBoardHexesPerTurn: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type Board = Static<typeof BoardSchema>;

/** Who holds a country's land at the start of the Basic Game's period. */
export const Control = Type.Union([Type.Literal('german'), Type.Literal('allied'), Type.Literal('neutral')]);
export type Control = Static<typeof Control>;

/** geography/countries.json: world-atlas country name → control in mid-1943. */
export const CountriesSchema = Type.Record(Name, Control);

/** geography/mountains.json: the Mountain ranges, each a rough outline of its high ground. */
export const MountainsSchema = Type.Array(
  Type.Object({ name: Name, outline: Ring, note: Type.Optional(Type.String()) }, { additionalProperties: false }),
);
export type MountainRange = Static<typeof MountainsSchema>[number];

/** geography/allied-advances.json: land the Allies hold from a date on (Italian Ground Lines, islands). */
export const AlliedAdvancesSchema = Type.Array(
  Type.Object(
    {
      name: Name,
      from: IsoDate,
      airDefense: Type.Boolean({ description: 'whether Allied air defense covers the sea off it (XII.F.2)' }),
      area: Ring,
      source: Type.String({ minLength: 1 }),
    },
    { additionalProperties: false },
  ),
);
export type AlliedAdvance = Static<typeof AlliedAdvancesSchema>[number];

/** geography/cities.json: Target Cities (their City Boxes) at their real places. */
export const CitiesSchema = Type.Array(
  Type.Object(
    {
      name: Name,
      at: LonLat,
      value: Type.Integer({ minimum: 1, maximum: 12 }),
      heavyFlak: FlakStrength,
      lightFlak: FlakStrength,
      target: Type.String({ minLength: 1, description: 'what was bombed there' }),
    },
    { additionalProperties: false },
  ),
);
export type CityInput = Static<typeof CitiesSchema>[number];

/** geography/bases.json: operational airfields, one hex each; capacities per side. */
export const BasesSchema = Type.Array(
  Type.Object(
    {
      name: Name,
      at: LonLat,
      german: Type.Optional(Capacity),
      american: Type.Optional(Capacity),
      airfields: Type.String({ minLength: 1, description: 'the real fields this base hex stands for' }),
    },
    { additionalProperties: false },
  ),
);
export type BaseInput = Static<typeof BasesSchema>[number];

/** The off-board African Bases' letters. */
export const AfricanLetter = Type.Union([Type.Literal('A'), Type.Literal('L'), Type.Literal('T')]);
export type AfricanLetter = Static<typeof AfricanLetter>;

/** geography/african-bases.json: where the off-board African Bases really were. */
export const AfricanBasesSchema = Type.Array(
  Type.Object(
    { letter: AfricanLetter, name: Name, at: LonLat, airfields: Type.String({ minLength: 1 }) },
    { additionalProperties: false },
  ),
);
export type AfricanBase = Static<typeof AfricanBasesSchema>[number];
