import { describe, expect, it } from 'vitest';
import { prompts } from './prompts.js';
import { play, position, type CounterSpec, type Played } from './testing.js';

// Solo: b1 ends its move on 2F; an Interceptor waits face up on 2A; flak and a face-down counter lie elsewhere.
const lastMove = position({
  bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1 }],
  counters: [
    { id: 'c1', kind: 'interceptor', space: '2A', faceUp: true },
    { id: 'c7', kind: 'flak-1', space: '3E', faceUp: true },
    { id: 'c3', kind: 'laser', space: '3I' },
  ],
});

describe('Solo defender (rulings §5)', () => {
  // Dice: c1's movement 2 and 4; a two-sided die between 2B and 2E (1: 2B); the dogfight 3 to 5;
  // a two-sided die for driving b1 off (2: 2E); the second dogfight 6 to 1.
  const imperialMove = play(lastMove, 'ork1', { type: 'end-move', craft: 'b1' }, [2, 4, 1, 3, 5, 2, 6, 1]);

  it('gives a face-up Interceptor the higher of its two dice', () => {
    expect(imperialMove.of('speed-chosen')).toEqual([{ type: 'speed-chosen', craft: 'c1', speed: 4 }]);
  });

  it('flies it the shortest way to the nearest Bommer, equal ways chosen by a die that the log keeps', () => {
    expect(imperialMove.of('craft-moved').slice(0, 2)).toEqual([
      { type: 'craft-moved', craft: 'c1', from: '2A', to: '2B', tieBreak: { among: ['2B', '2E'], roll: 1 } },
      { type: 'craft-moved', craft: 'c1', from: '2B', to: '2F' },
    ]);
  });

  it('fights the Bommer it reaches, drives it away from the bridges, and chases it on', () => {
    const [first, second] = imperialMove.of('dogfight');
    expect(first).toMatchObject({ rolls: [[3, 5]], winner: 'c1' });
    expect(imperialMove.of('driven-off')[0]).toEqual({
      type: 'driven-off',
      craft: 'b1',
      from: '2F',
      to: '2E',
      chosenBy: { server: 'away-from-bridges', tieBreak: { among: ['2B', '2E'], roll: 2 } },
    });
    expect(imperialMove.of('craft-moved')[2]).toEqual({ type: 'craft-moved', craft: 'c1', from: '2F', to: '2E' });
    expect(second).toMatchObject({ rolls: [[6, 1]], winner: 'b1', margin: 5 });
  });

  it('leaves the drive-off of a beaten Interceptor to the Ork player, then finishes its move', () => {
    expect(prompts(imperialMove.state)).toMatchObject([{ seat: 'ork1', kind: 'drive-off' }]);
    const after = play(imperialMove.state, 'ork1', { type: 'drive-off', craft: 'c1', to: '2J' }, [3, 3]);
    expect(after.state.counters[0]).toMatchObject({ space: '2J', tail: '2E', damage: 1 });
    expect(after.of('craft-moved')).toEqual([]);
    expect(after.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
  });

  it('reaches with its last move a Bommer that stands on a laser which has fired, face down again, and fights it there (S12)', () => {
    // b1 survived the laser c3 on 2F, which flipped face down again, and ends its move there; c1 needs both its moves to reach it.
    const onFiredLaser = position({
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1 }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2A', tail: '1L', faceUp: true },
        { id: 'c3', kind: 'laser', space: '2F', faceUp: false },
      ],
    });
    // Dice: c1's movement 1 and 2; a two-sided die between 2B and 2E (1: 2B); the dogfight 1 to 6 (c1 wins); b1's next Speed.
    const chased = play(onFiredLaser, 'ork1', { type: 'end-move', craft: 'b1' }, [1, 2, 1, 1, 6, 1, 1, 1]);
    expect(chased.of('craft-moved').filter((e) => e.craft === 'c1').map((e) => e.to)).toEqual(['2B', '2F']);
    expect(chased.of('dogfight')).toMatchObject([{ interceptor: 'c1', bommer: 'b1', winner: 'c1' }]);
    // The winner ends its move there, on the laser, which stays face down; the next turn begins.
    expect(chased.state.counters).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'c1', space: '2F' }), expect.objectContaining({ id: 'c3', space: '2F', faceUp: false })]));
    expect(chased.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
  });

  it('flips nothing and leaves flak where it is', () => {
    expect(imperialMove.of('flak-moved')).toEqual([]);
    expect(imperialMove.of('counter-revealed')).toEqual([]);
  });

  it('flies its Interceptors through face-down Rock Spires on the shortest way, which they Dodge and turn face up (Sortie ruling S12)', () => {
    // c1 on 2J came from 2L, so its one way to b1 on 2F is over the face-down rocks on 2E.
    const overRocks = position({
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1 }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2J', tail: '2L', faceUp: true },
        { id: 'c5', kind: 'rock-spires', space: '2E' },
      ],
    });
    // Dice: c1's movement 2 and 2; its Dodge 2 (Speed 2: dodged); the dogfight 6 to 1.
    const chase = play(overRocks, 'ork1', { type: 'end-move', craft: 'b1' }, [2, 2, 2, 6, 1]);
    expect(chase.of('craft-moved').map((e) => e.to)).toEqual(['2E', '2F']);
    expect(chase.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c5', kind: 'rock-spires', space: '2E', by: 'c1' }]);
    expect(chase.of('rock-spires-dodged')).toEqual([{ type: 'rock-spires-dodged', counter: 'c5', craft: 'c1', roll: 2, damage: 0, needed: 2, dodged: true }]);
    expect(chase.of('dogfight')[0]).toMatchObject({ winner: 'b1', margin: 5 });
  });

  it('chooses between equal ways without knowing what face-down counters on them are: the same die takes the same way whatever their kinds (S12)', () => {
    // c1 on 2A, b1 on 2F: by 2B or by 2E, equal ways, each over a face-down counter. Under version 2's drive-offs (S16:
    // never onto a face-down counter), which keep the dice below short; the way is chosen alike in version 3.
    const over = (on2B: 'rock-spires' | 'laser', on2E: 'rock-spires' | 'laser') =>
      position({
        version: 2,
        bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1 }],
        counters: [
          { id: 'c1', kind: 'interceptor', space: '2A', faceUp: true },
          { id: 'c5', kind: on2B, space: '2B' },
          { id: 'c3', kind: on2E, space: '2E' },
        ],
      });
    // Dice: c1's movement 2 and 4; the two-sided die between 2B (1) and 2E (2). Over the rocks: a Dodge of 6, and
    // the dogfight 6 to 1, which b1 wins. Over the laser: the dogfight tied 6 to 6, then 1 to 6, which c1 wins; b1 is
    // driven off to the bridge (the one space free of face-down counters), c1 follows, and b1 loses 1 to 6 again.
    const wayOf = (on2B: 'rock-spires' | 'laser', die: 1 | 2) => {
      const rocksOnWay = (die === 1) === (on2B === 'rock-spires');
      const dice = [2, 4, die, ...(rocksOnWay ? [6, 6, 1] : [6, 6, 1, 6, 1, 6])];
      const moved = play(over(on2B, on2B === 'laser' ? 'rock-spires' : 'laser'), 'ork1', { type: 'end-move', craft: 'b1' }, dice).of('craft-moved');
      return moved.filter((e) => e.craft === 'c1').slice(0, 2).map((e) => e.to);
    };
    expect([wayOf('rock-spires', 1), wayOf('laser', 1)]).toEqual([
      ['2B', '2F'],
      ['2B', '2F'],
    ]);
    expect([wayOf('rock-spires', 2), wayOf('laser', 2)]).toEqual([
      ['2E', '2F'],
      ['2E', '2F'],
    ]);
  });

  // b1 on 2F. c2 on 2E is one move from it, c1 on 1M two; c1 still goes first, takes it on and wins; b1 is driven back to 2B.
  const twoChasers = (version: 2 | 3 | 4) =>
    position({
      version,
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1 }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '1M', tail: '1I', faceUp: true },
        { id: 'c2', kind: 'interceptor', space: '2E', tail: '2A', faceUp: true },
      ],
    });
  // Dice: c1's movement 2 and 2, c2's 1 and 1; the dogfight 1 to 6; b1's next Speed.
  const chasedUnder = (version: 2 | 3 | 4) => play(twoChasers(version), 'ork1', { type: 'end-move', craft: 'b1' }, [2, 2, 1, 1, 1, 6, 1, 1]);

  it("moves its Interceptors one after the other in counter id order (the opening shuffle's), the nearer one second (Sortie ruling S35)", () => {
    const chased = chasedUnder(3);
    expect(chased.events.flatMap((e) => (e.type === 'move-started' ? [e.craft] : []))).toEqual(['c1', 'c2']);
    expect(chased.of('dogfight')).toMatchObject([{ bommer: 'b1', interceptor: 'c1', winner: 'c1' }]);
    expect(chased.state.bommerz[0]).toMatchObject({ space: '2B', damage: 1 });
  });

  it.each([3, 4] as const)('leaves an Interceptor whose route begins on a space it may not stop on where it is (version %i)', (version) => {
    // c2 on 2E, b1 now on 2B: its way there is by 2F, which holds c1, and with Speed 1 it cannot pass on; 2J leads away. It stays.
    const chased = chasedUnder(version);
    expect(chased.of('craft-moved').map((e) => [e.craft, e.to])).toEqual([
      ['c1', '2B'],
      ['c1', '2F'],
    ]);
    expect(chased.of('move-ended')).toEqual(expect.arrayContaining([{ type: 'move-ended', craft: 'c2' }]));
    expect(chased.state.counters[1]).toMatchObject({ id: 'c2', space: '2E', tail: '2A' });
  });

  it('flew an Interceptor on the shortest flight even away from every Bommer in version 2: c2, which can no longer stop on 2F, flew on to 2J (S35 as it stood)', () => {
    expect(chasedUnder(2).of('craft-moved').map((e) => [e.craft, e.to])).toEqual([
      ['c1', '2B'],
      ['c1', '2F'],
      ['c2', '2J'],
    ]);
  });

  describe('flies the shortest route to the Bommer nearest by that route, never turning back, at full Speed (Sortie ruling S35, version 4)', () => {
    /** Solo: b1 (and any other Bommer given) ends the Ork move; the Interceptor c1 waits face up where it is, its tail behind it. */
    const chase = (version: 3 | 4, c1: { space: string; tail: string }, bommerz: { id: string; space: string }[], rolls: number[], counters: CounterSpec[] = []) =>
      play(
        position({
          version,
          bommerz: bommerz.map((b, i) => ({ ...b, speed: 1, moved: i > 0 })),
          counters: [{ id: 'c1', kind: 'interceptor', faceUp: true, ...c1 }, ...counters],
        }),
        'ork1',
        { type: 'end-move', craft: 'b1' },
        rolls,
      );
    const flown = (p: Played) => p.of('craft-moved').filter((e) => e.craft === 'c1').map((e) => e.to);

    it('round the bridge when the Bommer sits on the space behind it: from 2I (tail 2F) to b1 on 2F, Speed 6, by 2G, 2C and 2B, and fights', () => {
      // Dice: c1's movement 6 and 1; the two-sided die between the two equal routes, by 2G (1) or by 2L; the dogfight 5 to 3, which b1 wins.
      const reached = chase(4, { space: '2I', tail: '2F' }, [{ id: 'b1', space: '2F' }], [6, 1, 1, 5, 3]);
      expect(flown(reached)).toEqual(['2G', '2C', '2B', '2F']);
      expect(reached.of('craft-moved')[0]).toMatchObject({ tieBreak: { among: ['2G', '2L'], roll: 1 } });
      expect(reached.of('dogfight')).toMatchObject([{ bommer: 'b1', interceptor: 'c1', winner: 'b1' }]);
      expect(prompts(reached.state)).toMatchObject([{ seat: 'ork1', kind: 'drive-off' }]);
      // Version 3 let it step only nearer in links, and 2F, one link off, was behind it: it stayed on the bridge (b1's next Speed: 1 and 1).
      const stayed = chase(3, { space: '2I', tail: '2F' }, [{ id: 'b1', space: '2F' }], [6, 1, 1, 1]);
      expect(flown(stayed)).toEqual([]);
      expect(stayed.of('dogfight')).toEqual([]);
    });

    it('from 3C (tail 3F) to b1 on 3I, Speed 5, by 3D, 3G and 3J, and fights', () => {
      const reached = chase(4, { space: '3C', tail: '3F' }, [{ id: 'b1', space: '3I' }], [5, 2, 5, 3]);
      expect(flown(reached)).toEqual(['3D', '3G', '3J', '3I']);
      expect(reached.of('craft-moved').every((e) => e.tieBreak === undefined)).toBe(true);
      expect(reached.of('dogfight')).toMatchObject([{ bommer: 'b1', interceptor: 'c1', winner: 'b1' }]);
      expect(flown(chase(3, { space: '3C', tail: '3F' }, [{ id: 'b1', space: '3I' }], [5, 2, 1, 1]))).toEqual([]);
    });

    it('lets a die choose between Bommerz equally near by route, though one is nearer in links: b1 on 2B and b2 on 3F, three moves each from 2I (tail 2F)', () => {
      // b1 is two links from 2I (by 2F, behind it), b2 three; by route both are three moves: 2G–2C–2B, 2L–3B–3F or 2M–3C–3F.
      const bommerz = [
        { id: 'b1', space: '2B' },
        { id: 'b2', space: '3F' },
      ];
      // Dice: c1's movement 3 and 1; the three-sided die; the dogfight 5 to 3, which the Bommer wins.
      const to = (die: number) => chase(4, { space: '2I', tail: '2F' }, bommerz, [3, 1, die, 5, 3]);
      expect(to(1).of('craft-moved')[0]).toMatchObject({ tieBreak: { among: ['2G', '2L', '2M'], roll: 1 } });
      expect(flown(to(1))).toEqual(['2G', '2C', '2B']);
      expect(to(1).of('dogfight')).toMatchObject([{ bommer: 'b1' }]);
      expect(flown(to(2))).toEqual(['2L', '3B', '3F']);
      expect(to(2).of('dogfight')).toMatchObject([{ bommer: 'b2' }]);
      expect(flown(to(3))).toEqual(['2M', '3C', '3F']);
    });

    it("flies the route's first Speed moves where it cannot reach, by the route on which it may stop there: not onto a face-down counter", () => {
      // From 2I (tail 2F) to b1 on 2F, Speed 3: by 2G–2C–2B it could stop only on 2C (a face-down laser lies on 2B); by 2L–2J–2E it flies all three.
      const short = chase(4, { space: '2I', tail: '2F' }, [{ id: 'b1', space: '2F' }], [3, 1, 1, 1], [{ id: 'c3', kind: 'laser', space: '2B' }]);
      expect(flown(short)).toEqual(['2L', '2J', '2E']);
      expect(short.of('craft-moved').every((e) => e.tieBreak === undefined)).toBe(true);
      expect(short.of('dogfight')).toEqual([]);
      expect(short.state.counters[0]).toMatchObject({ id: 'c1', space: '2E', tail: '2J' });
      expect(short.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
    });
  });
});
