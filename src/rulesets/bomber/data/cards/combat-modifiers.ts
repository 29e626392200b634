/**
 * The Combat Modifiers Chart (XIII.C) as data: each line's combat, who it
 * applies to, when, and the change to the Basic Hit Table. The rules match
 * on `id`; `when` is the card's wording for people.
 */

/** One line of the Combat Modifiers Chart. */
export interface CombatModifier {
  readonly id: string;
  readonly combat: 'air' | 'rocket' | 'flak';
  readonly appliesTo: string;
  readonly when: string;
  /** Added to the Basic Hit Table, or "table 0" where the unit cannot hit at all. */
  readonly change: number | 'table 0';
  readonly rule: string;
}

/** Sortie's Combat Modifiers Chart. */
export const COMBAT_MODIFIERS: readonly CombatModifier[] = [
  {
    id: 'noAltitudeLoss',
    combat: 'air',
    appliesTo: 'Destroyer, Fighter and Night Fighter Formations',
    when: 'no Altitude Level can be lost: the Air Combat starts at Altitude 1 in a Mountain hex or at Altitude 0 elsewhere',
    change: -1,
    rule: 'XIII.C.1.a',
  },
  {
    id: 'bombersOpen',
    combat: 'air',
    appliesTo: 'Bomber Formations',
    when: 'in an Open Type Formation',
    change: -1,
    rule: 'XIII.C.1.b',
  },
  {
    id: 'bombersHeadOn',
    combat: 'air',
    appliesTo: 'Bomber Formations',
    when: 'against units that entered the Battle Hex from 12 o’clock, unless those attackers can lose no Altitude Level',
    change: -1,
    rule: 'XIII.C.1.c',
  },
  {
    id: 'fighterVsHeavy',
    combat: 'air',
    appliesTo: 'American Fighter Formations',
    when: 'against German Destroyers, Night Fighters or Rocket carriers',
    change: 1,
    rule: 'XIII.C.1.d',
  },
  {
    id: 'rocketsVsFighters',
    combat: 'air',
    appliesTo: 'German Rocket carrying Formations',
    when: 'in Air Combat with American Fighters (the Rockets are jettisoned)',
    change: 'table 0',
    rule: 'XIII.C.1.e',
  },
  {
    id: 'rocketsBigTarget',
    combat: 'rocket',
    appliesTo: 'Rocket attacks',
    when: 'the target Bomber Formation has 7 or more Strength Points',
    change: 1,
    rule: 'XIII.C.2',
  },
  {
    // The scan lost this line (XIII.C.3 names "Modifiers" but lists none): Sortie's ruling.
    id: 'flakBigTarget',
    combat: 'flak',
    appliesTo: 'Flak Combat',
    when: 'the target Bomber Formation has 7 or more Strength Points',
    change: 1,
    rule: 'XIII.C.3 (Sortie ruling: the text is missing)',
  },
];

/** Strength Points at which a Bomber Formation counts as a big target for Rockets and Flak. */
export const BIG_TARGET_SP = 7;
