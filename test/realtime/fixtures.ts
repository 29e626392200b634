/** Accounts, tokens and race games for the stream tests, made straight through the services. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/http/context.js';
import { START_COMMAND } from '../../src/kernel/engine.js';
import { newSeed, seedCommitment } from '../../src/kernel/dice.js';
import type { RaceState } from '../support/race-ruleset.js';

/** An account with a valid access token. */
export interface Player {
  readonly accountId: string;
  readonly token: string;
}

/** A started race game and its two players. */
export interface RaceGame {
  readonly id: string;
  readonly a: Player;
  readonly b: Player;
}

/** Creates an account and issues it a token. */
export async function newPlayer(ctx: AppContext): Promise<Player> {
  const id = randomUUID();
  const name = `p-${id.slice(0, 8)}`;
  await ctx.db.prisma.account.create({ data: { id, name, passwordHash: 'unused' } });
  return { accountId: id, token: await ctx.tokens.issueAccessToken({ id, name }) };
}

/** Creates a race game with two players seated (new ones unless given), and starts it. */
export async function newRaceGame(ctx: AppContext, options: { target?: number; isPublic?: boolean; name?: string; a?: Player; b?: Player } = {}): Promise<RaceGame> {
  const a = options.a ?? (await newPlayer(ctx));
  const b = options.b ?? (await newPlayer(ctx));
  const id = randomUUID();
  const seed = newSeed();
  await ctx.db.prisma.game.create({
    data: {
      id,
      ruleset: 'race',
      name: options.name ?? null,
      options: { target: options.target ?? 1000 },
      status: 'open',
      seed,
      seedHash: seedCommitment(seed),
      isPublic: options.isPublic ?? true,
      createdBy: a.accountId,
      seats: { create: [{ seat: 'a', accountId: a.accountId }, { seat: 'b', accountId: b.accountId }] },
    },
  });
  const started = await ctx.play.execute(id, null, START_COMMAND);
  if (!started.ok) throw new Error(`start failed: ${JSON.stringify(started)}`);
  return { id, a, b };
}

/** The state of a race game now. */
export async function raceState(ctx: AppContext, gameId: string): Promise<RaceState & { version: number }> {
  const at = await ctx.play.position((await ctx.play.meta(gameId))!);
  return { ...(at.state as RaceState), version: at.version };
}

/** Has the seat to move send a command; answers the new version. */
export async function move(ctx: AppContext, gameId: string, command: { type: 'roll' } | { type: 'note'; text: string } = { type: 'roll' }): Promise<number> {
  const { turn } = await raceState(ctx, gameId);
  const r = await ctx.play.execute(gameId, turn, command);
  if (!r.ok) throw new Error(`move failed: ${JSON.stringify(r)}`);
  return r.version;
}

/** 1, 2, … through `to`, from `from`. */
export const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
