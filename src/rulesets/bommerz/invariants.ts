/**
 * What must hold in every Bommerz state, checked by the property test after
 * each command: one craft a space at rest (but a dogfight's loser held beside the winner, from version 3), damage and hits within bounds,
 * pieces where their status says, and a game that can go on: every prompt
 * offers a command that is not merely a standing order.
 */
import { BRIDGE_HITS_TO_DESTROY, COUNTERS_PER_KIND, COUNTER_KINDS, DAMAGE_TO_DESTROY } from './rules.js';
import { isInterceptorCraft } from './queries.js';
import { prompts } from './prompts.js';
import { drivesOffAsRulebook, imperialEndsOnKnownCounters } from './editions.js';
import type { BommerzState } from './state.js';

/** Every broken invariant of a state, in words; empty when it is sound. */
export function brokenInvariants(s: BommerzState): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  if (s.phase === 'setup') return problems;
  if (s.counters.length !== COUNTER_KINDS.length * COUNTERS_PER_KIND) fail(`${s.counters.length} counters`);
  // A craft passing through (the active one) or waiting to be driven off may share a space for now.
  const transient = new Set([s.active?.craft, s.pending?.craft].filter(Boolean));
  const crafts = new Map<string, string[]>();
  const grounds = new Map<string, string[]>();
  const add = (m: Map<string, string[]>, space: string, id: string) => m.set(space, [...(m.get(space) ?? []), id]);
  for (const b of s.bommerz) {
    if ((b.status === 'flying') !== (b.space !== null)) fail(`${b.id} is ${b.status} at ${b.space}`);
    if (b.status === 'flying' && (b.damage < 0 || b.damage >= DAMAGE_TO_DESTROY)) fail(`${b.id} flies with ${b.damage} damage`);
    if (b.space) add(crafts, b.space, b.id);
  }
  for (const c of s.counters) {
    if ((c.status === 'board') !== (c.space !== null)) fail(`${c.id} is ${c.status} at ${c.space}`);
    if (c.status === 'board' && (c.damage < 0 || c.damage >= DAMAGE_TO_DESTROY)) fail(`${c.id} is on the board with ${c.damage} damage`);
    if (c.status === 'destroyed' && !c.faceUp) fail(`${c.id} destroyed face down`);
    if (!c.space) continue;
    if (isInterceptorCraft(c)) add(crafts, c.space, c.id);
    else add(grounds, c.space, c.id);
  }
  for (const [space, ids] of crafts) {
    // From version 3 a dogfight's loser with nowhere to go stays beside the winner (rulings §9): a Bommer and an Interceptor.
    const heldPair = drivesOffAsRulebook(s) && ids.length === 2 && ids.filter((id) => id.startsWith('b')).length === 1;
    if (ids.length > 1 && !heldPair && !ids.some((id) => transient.has(id))) fail(`${ids.join(' and ')} share ${space}`);
    const hidden = (grounds.get(space) ?? []).map((id) => s.counters.find((c) => c.id === id)!).filter((c) => !c.faceUp);
    // The crafts allowed on a face-down counter: a Bommer on the laser that has just fired at it, and an Interceptor that fought such a Bommer there with its last move (S12);
    // from version 3, the Imperial player's Interceptor on a counter he knows is not an Interceptor.
    const knownToImperial = (kind: string) => imperialEndsOnKnownCounters(s) && kind !== 'interceptor' && ids.every((id) => !id.startsWith('b'));
    for (const h of hidden) if (h.kind !== 'laser' && !knownToImperial(h.kind) && !ids.some((id) => transient.has(id))) fail(`${ids.join(', ')} on face-down ${h.id}`);
  }
  for (const [space, ids] of grounds) if (ids.length > 1) fail(`${ids.join(' and ')} both lie on ${space}`);
  for (const b of s.bridges) if (b.hits < 0 || b.hits > BRIDGE_HITS_TO_DESTROY) fail(`bridge ${b.space} has ${b.hits} hits`);
  const credited = s.bommerz.reduce((n, b) => n + b.bridgeHits, 0);
  const taken = s.bridges.reduce((n, b) => n + b.hits, 0);
  if (credited !== taken) fail(`Bommerz are credited ${credited} hits, bridges took ${taken}`);
  for (const p of prompts(s)) if (!p.options.some((o) => o.type !== 'set-standing-order')) fail(`${p.seat} is prompted (${p.kind}) with nothing to do but set a standing order`);
  if (s.active && !s.bommerz.some((b) => b.id === s.active!.craft && b.status === 'flying') && !s.counters.some((c) => c.id === s.active!.craft && isInterceptorCraft(c))) {
    fail(`the active craft ${s.active.craft} is not flying`);
  }
  return problems;
}
