/** Every command a Bomber seat may send, as a TypeBox schema and its type: small and atomic, plus a few conveniences. */
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { Area } from './data/scenario-schema.js';
import { SetupPlace } from './setup/map-placement.js';
import { PlaneUnitId } from './setup/roster.js';

const AirUnitId = Type.Integer({ minimum: 1, maximum: 40, description: 'Air unit number' });
const HexId = Type.String({ pattern: '^\\d{4}$' });
const AltitudeLevel = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

const command = <T extends string, P extends TProperties>(type: T, props: P, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props }, { additionalProperties: false, description });

// The hidden edits: the secret steps', the covers, a Movement Step's hidden changes and the standing orders, carried out only inside the command that carries them (`edits`), so that the other side cannot count them (secret-edits.ts).
const AirStatusEdit = Type.Union([
  command('box-plane', { plane: PlaneUnitId, airUnit: AirUnitId }, 'Put a Plane unit in the "D" box of an Air Box (V.C)'),
  command('unbox-plane', { plane: PlaneUnitId }, 'Take a Plane unit out of its Air Box again, during set-up'),
  command('pack-suggested', {}, 'Pack every Plane unit not yet boxed the suggested way (first fit by Strength Points)'),
  command('set-rockets', { airUnit: AirUnitId, rockets: Type.Boolean() }, 'German: stack a Rocket unit on an Air Box of Rocket carriers, or take it off'),
  command('place-flak', { city: Type.String({ minLength: 1 }), flak: Type.Union([Type.Literal('heavy'), Type.Literal('light')]) }, 'German: put a Flak unit in a City Box (V.B)'),
  command('remove-flak', { city: Type.String({ minLength: 1 }), flak: Type.Union([Type.Literal('heavy'), Type.Literal('light')]) }, 'German: take a Flak unit out of a City Box again'),
]);
const MissionSheetEdit = Type.Union([
  command('plot-primary', { airUnit: AirUnitId, target: Type.String({ minLength: 1 }) }, 'Mission Sheet: a Target City, "feint" or "no" (VII.A.1)'),
  command('plot-bomb-altitude', { airUnit: AirUnitId, altitude: AltitudeLevel }, 'Mission Sheet: Bomb Altitude (VII.B.1)'),
  command('plot-formation', { airUnit: AirUnitId, formation: Type.Union([Type.Literal('open'), Type.Literal('tight')]) }, 'Mission Sheet: Open or Tight (VII.C)'),
  command('plot-take-off', { airUnit: AirUnitId, turn: Type.Integer({ minimum: 1, maximum: 33 }) }, 'Mission Sheet: Take Off Turn (VII.D)'),
  command('plot-land', { airUnit: AirUnitId, area: Type.Union([Area, Type.Null()]) }, 'Mission Sheet: Land, for a Shuttle Mission (VII.E)'),
  command('suggest-mission-sheet', {}, 'Mission Sheet: write the suggested sheet (historical targets, Take Off Turns within Base capacity)'),
]);
const CoverEdit = command('cover', { airUnit: AirUnitId, by: AirUnitId }, 'Let an extra Air unit on the map stand for this one (VI.D)');
const ReadinessEdit = Type.Union([
  command('ready-plane', { plane: PlaneUnitId, rockets: Type.Boolean() }, 'Move a Plane unit one ground box on (X.A); into "D" with a Rocket unit or not'),
  command('ready-all', {}, 'Move every Plane unit one box on as far as Base capacity allows, without Rockets'),
]);

/** A Movement Step's hidden changes (XII.C–D), and a take-off from an African Base (XII.E.1): nothing on the map changes, so the other side learns of them only by Observation (or, for Africa, when the Air unit is placed). */
const MovementChange = Type.Union([
  command('climb', { airUnit: AirUnitId }, 'Climb one Altitude Level, for Movement Factors by class (XII.C.2.b)'),
  command('dive', { airUnit: AirUnitId }, 'Dive one Altitude Level, for nothing (XII.C.2.a)'),
  command('join-formation', { plane: PlaneUnitId, formation: Type.Integer({ minimum: 1, maximum: 12 }) }, 'Put a flying non-Bomber Plane unit in a Formation of its Air Box, a new number to fly apart (IX.E, XII.C.3)'),
  command('set-formation-type', { airUnit: AirUnitId, formation: Type.Union([Type.Literal('open'), Type.Literal('tight')]) }, "American: change a flying Bomber Air unit's Formation Type on the Mission Sheet (VII.C)"),
  command('jettison-rockets', { airUnit: AirUnitId }, "German: drop an Air unit's Rockets (XII.D.1)"),
  command(
    'take-off-africa',
    { airUnit: AirUnitId },
    'American, Take Off Step: every ready Plane unit of an Air unit at an African Base (XII.E.1); secret until it is placed, so it goes in the edits of the step\'s next public command (ruling E61)',
  ),
]);

/** A side's standing orders (rulings §13): written behind the screen with its Air Status, its readiness or a command of its Movement Phase (ruling E53). */
const StandingOrdersEdit = command(
  'set-standing-orders',
  { battles: Type.Union([Type.Literal('map'), Type.Literal('choose')]), hits: Type.Union([Type.Literal('last'), Type.Literal('first')]) },
  'Standing orders: your Battles in map order or chosen one by one (XIII.A); hits carried by, and eliminating first, the last or the first Plane unit of a box (XIII.F.3, rulings §13)',
);

/** Hidden edits, in order, each legal where it comes: carried out before the command that carries them, as one hidden log entry whatever their number. */
const edits = <T extends TSchema>(edit: T, before: string) =>
  Type.Optional(Type.Array(edit, { maxItems: 400, description: `Hidden edits, decided in order before ${before} (each must be one of your options at its point); the other side sees one hidden entry whatever their number` }));
const changes = edits(Type.Union([...MovementChange.anyOf, StandingOrdersEdit]), 'this command');

/** Every Bomber command. */
export const CommandSchema = Type.Union([
  // IV.C Target Cards
  command('draw-target-card', {}, 'American: draw the next Target Card (IV.C)'),
  command('keep-target-card', {}, 'American: keep the card just drawn'),
  command('discard-target-card', {}, 'American: discard the card just drawn'),
  // V Air Status Cards
  ...AirStatusEdit.anyOf,
  command('submit-air-status', { edits: edits(Type.Union([...AirStatusEdit.anyOf, StandingOrdersEdit]), 'the submission') }, 'Submit your Air Status Card (V, rulings §6), with its edits'),
  // VI map set-up
  command('place-counter', { airUnit: AirUnitId, at: SetupPlace }, 'Place an Air unit on a Base hex or an African Base Box (VI.B–C); an empty one is a bluff'),
  CoverEdit,
  command('end-map-setup', { edits: edits(CoverEdit, 'the end of the set-up') }, 'End your map set-up (VI), with its covers'),
  // VII Mission Sheet
  ...MissionSheetEdit.anyOf,
  command('submit-mission-sheet', { edits: edits(MissionSheetEdit, 'the submission') }, 'Submit the Mission Sheet (VII), with its edits'),
  // X Plane Readiness
  ...ReadinessEdit.anyOf,
  command('submit-readiness', { edits: edits(Type.Union([...ReadinessEdit.anyOf, StandingOrdersEdit]), 'the submission') }, 'Submit your Plane Readiness (X), with its edits'),
  command('offer-end', {}, 'Offer to end the game by agreement (XIV, rulings §26)'),
  // XII Movement: landing, staying, take-off, Africa
  command('land', { airUnit: AirUnitId, edits: changes }, 'Landing Step: land an Air unit where it is (XII.A.1)'),
  command('end-landing', { edits: changes }, 'End the Landing Step'),
  command('enter-map', { airUnit: AirUnitId, hex: HexId, edits: changes }, 'Place an Air unit coming from Africa in an Entry hex of its letter (XII.E.1)'),
  command('exit-map', { airUnit: AirUnitId, edits: changes }, 'Leave the board from the Entry hex an Air unit stands in, for its African Base (XII.E.2)'),
  command('end-movement', { edits: changes }, 'End the Normal Movement Step: every other flying Air unit stays where it is'),
  command('fly', { airUnit: AirUnitId, hex: HexId, edits: changes }, 'Fly an Air unit into an adjacent hex, for one Movement Factor (XII.B, XII.C.1)'),
  ...MovementChange.anyOf,
  command(
    'fly-route',
    { airUnit: AirUnitId, route: Type.Array(Type.Union([HexId, Type.Literal('climb'), Type.Literal('dive')]), { minItems: 1, maxItems: 24 }), edits: changes },
    'Fly an Air unit along a route: hexes to enter one after another, with "climb" and "dive" where the Altitude changes; each step must be legal at its point',
  ),
  command('take-off', { airUnit: AirUnitId, edits: changes }, 'Take Off Step: every ready Plane unit of the Air unit, as far as capacity allows (rulings §7)'),
  command('take-off-plane', { plane: PlaneUnitId, edits: changes }, 'Take Off Step: one ready Plane unit'),
  command('end-take-off', { edits: changes }, 'End the Take Off Step'),
  // Standing orders (sent inside a carrier: ruling E53), and XIII Battles and Air Combat
  StandingOrdersEdit,
  command('fight-battle', { battle: Type.Integer({ minimum: 0, description: 'Battle index' }) }, 'Fight this Battle next (XIII.A)'),
  command(
    'attack',
    { attacker: Type.Integer({ minimum: 0 }), target: Type.Integer({ minimum: 0 }), launch: Type.Union([Type.Literal('guns'), Type.Literal('close'), Type.Literal('distant')]) },
    'Line up one of your Formations in the Battle against a defending one, with guns or a Close or Distant Rocket launch (XIII.F.2, rulings §10–11)',
  ),
  command('engage', {}, 'Fight the Air Combat as lined up (XIII.F)'),
  // XIII.G–H Flak and Bombing
  command('announce-bombing', { airUnit: AirUnitId }, 'American Combat Phase: this Bomber Air unit, at its Bomb Altitude over its target, bombs now (XIII.G)'),
  command('end-announcement', {}, 'End the bombing announcement: Flak fires at the Air units announced, then they bomb; the others put it off (rulings §20)'),
]);
export type BomberCommand = Static<typeof CommandSchema>;

/** A command that may carry hidden edits: a secret step's submission, the end of the map set-up, a Movement Step's public commands. */
export type Carrier = Extract<
  BomberCommand,
  { type: 'submit-air-status' | 'end-map-setup' | 'submit-mission-sheet' | 'submit-readiness' | 'land' | 'end-landing' | 'enter-map' | 'exit-map' | 'end-movement' | 'fly' | 'fly-route' | 'take-off' | 'take-off-plane' | 'end-take-off' }
>;
/** One hidden edit: a secret step's, a cover, a Movement Step's hidden change, standing orders. */
export type SecretEdit = NonNullable<Carrier['edits']>[number];

