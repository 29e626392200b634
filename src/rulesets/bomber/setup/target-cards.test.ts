/** IV.C and rulings §Bomber 28: the Target Card shuffle and the draw, card by card. */
import { describe, expect, it } from 'vitest';
import { fixedDice, seededDice } from '../../../kernel/dice.js';
import { loadBomberData } from '../data/index.js';
import type { Scenario } from '../data/scenario-schema.js';
import { deckCards, shuffleDeck } from './target-deck.js';
import { chooseCard, drawCard, drawOptions, handOf, startDraw, type TargetDraw } from './target-draw.js';

const data = loadBomberData();
const scenario = (id: string): Scenario => {
  const s = data.scenarios.find((x) => x.scenario.id === id)?.scenario;
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};

/** Draws until a choice or the end, returning each card's ruling (code) in order. */
function drawAll(s: Scenario, draw: TargetDraw): { draw: TargetDraw; log: string[] } {
  const log: string[] = [];
  let d = draw;
  while (drawOptions(s, d).some((o) => o.type === 'draw')) {
    const r = drawCard(data.targetCards, s, d);
    if (!r.ok) throw new Error(r.message);
    log.push(`${r.card} ${r.ruling.kind === 'discard' ? r.ruling.reason : r.ruling.kind}`);
    d = r.draw;
  }
  return { draw: d, log };
}

describe('IV.C Target Card shuffle', () => {
  it('is a Fisher–Yates shuffle of the deck, rolling one (i + 1)-sided die for each place i from the last down to the second', () => {
    const dice = fixedDice([1, 1, 1]);
    expect(shuffleDeck(['a', 'b', 'c', 'd'], dice)).toEqual(['b', 'c', 'd', 'a']);
    expect(dice.drawn).toEqual([
      [4, 1],
      [3, 1],
      [2, 1],
    ]);
    expect(shuffleDeck(['a', 'b', 'c', 'd'], fixedDice([4, 3, 2]))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves out the cards the scenario puts in hand and shuffles all the others, each once', () => {
    const s = scenario('introductory-paris');
    const ids = deckCards(data.targetCards, s);
    expect(ids).not.toContain('TC31');
    expect(ids).toHaveLength(data.targetCards.length - 1);
    const dice = seededDice('a game seed', 0);
    const deck = shuffleDeck(ids, dice);
    expect([...deck].sort()).toEqual([...ids].sort());
    expect(deck).not.toEqual(ids);
    expect(dice.drawn).toHaveLength(ids.length - 1);
  });
});

describe('IV.C Target Card draw', () => {
  it('discards a full duplicate of a historical target and a second "short" card, and waits for the choice on a "may discard" card before the next draw', () => {
    const s = scenario('1943-10-14-schweinfurt'); // Schweinfurt, 2 cards to draw
    const first = drawAll(s, startDraw(['TC01', 'TC33', 'TC32', 'TC35', 'TC02']));
    expect(first.log).toEqual(['TC01 duplicates-historical-target', 'TC33 keep', 'TC32 second-short', 'TC35 choose']);
    expect(drawOptions(s, first.draw)).toEqual([{ type: 'keep' }, { type: 'discard' }]);
    const refused = drawCard(data.targetCards, s, first.draw);
    expect(refused.ok === false && refused.reason).toBe('target-card-choice-pending');
    const kept = chooseCard(first.draw, { keep: true });
    if (!kept.ok) throw new Error(kept.message);
    expect(handOf(s, kept.draw)).toEqual(['TC33', 'TC35']);
    expect(drawOptions(s, kept.draw)).toEqual([]);
    const more = drawCard(data.targetCards, s, kept.draw);
    expect(more.ok === false && more.reason).toBe('target-cards-drawn');
  });

  it('draws on past a "may discard" card the player discards', () => {
    const s = scenario('1943-10-14-schweinfurt');
    const first = drawAll(s, startDraw(['TC35', 'TC02', 'TC03']));
    const dropped = chooseCard(first.draw, { keep: false });
    if (!dropped.ok) throw new Error(dropped.message);
    const rest = drawAll(s, dropped.draw);
    expect(rest.log).toEqual(['TC02 keep', 'TC03 keep']);
    expect(rest.draw.discarded).toEqual(['TC35']);
    expect(chooseCard(rest.draw, { keep: true })).toMatchObject({ ok: false, reason: 'no-target-card-choice' });
  });

  it('discards every "short" card when a historical target is short', () => {
    const s = scenario('1943-10-14-schweinfurt');
    s.historicalTargets = [{ city: 'Antwerp', short: true }];
    expect(drawAll(s, startDraw(['TC34', 'TC32', 'TC01', 'TC02'])).log).toEqual([
      'TC34 short-historical-target',
      'TC32 short-historical-target',
      'TC01 keep',
      'TC02 keep',
    ]);
  });

  it('discards the cards that must be discarded on the date, and every Shuttle Mission card before 17 August 1943', () => {
    const s = scenario('1943-08-01-ploesti');
    s.targetCardsToDraw = 2;
    // Berlin must be discarded before 1944-03-04; Rome from 1943-08-14 (not yet); Ploesti duplicates the target.
    expect(drawAll(s, startDraw(['SM01', 'TC27', 'TC48', 'TC42', 'TC01'])).log).toEqual([
      'SM01 shuttle-before-17-august',
      'TC27 printed-must',
      'TC48 duplicates-historical-target',
      'TC42 keep',
      'TC01 keep',
    ]);
  });

  it('discards a second Shuttle Mission card, and counts a kept Shuttle Mission card among those drawn (ruling 28)', () => {
    const regensburg = scenario('1943-08-17-regensburg-schweinfurt'); // SM01 in hand, 2 to draw
    expect(drawAll(regensburg, startDraw(['SM02', 'TC05', 'TC06'])).log).toEqual(['SM02 second-shuttle-mission', 'TC05 keep', 'TC06 keep']);
    const wn = scenario('1943-11-02-wiener-neustadt'); // none in hand, 2 to draw
    const d = drawAll(wn, startDraw(['SM01', 'TC01', 'SM02', 'TC02']));
    expect(d.log).toEqual(['SM01 keep', 'TC01 keep']);
    expect(d.draw.deck).toEqual(['SM02', 'TC02']);
  });

  it('stops when the deck runs out (ruling 28)', () => {
    const s = scenario('1943-10-14-schweinfurt');
    const d = drawAll(s, startDraw(['TC27', 'TC05']));
    expect(d.log).toEqual(['TC27 printed-must', 'TC05 keep']);
    expect(drawOptions(s, d.draw)).toEqual([]);
    expect(drawCard(data.targetCards, s, d.draw)).toMatchObject({ ok: false, reason: 'target-cards-drawn', message: 'The Target Card deck is empty.' });
  });

  it('says why in words a player can read', () => {
    const s = scenario('1943-10-14-schweinfurt');
    const r = drawCard(data.targetCards, s, startDraw(['TC35']));
    expect(r.ok && r.ruling).toEqual({
      kind: 'choose',
      message: expect.stringMatching(/^TC35 may be discarded on 1943-10-14: .+\. Keep it or discard it\.$/) as unknown,
    });
  });
});
