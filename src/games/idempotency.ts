/**
 * Idempotency keys for commands, per (game, account, key). A request first
 * reserves its key (status 0 = in flight); the answer is then written with
 * the events in the same commit (see GamePlay.execute), or, for a refusal
 * that wrote no events, right after. A retry with the same key and body gets
 * the stored answer; the same key with another body is refused; a key whose
 * first request is still running waits. A reservation left behind by a
 * request that died before its commit is taken over once it is stale: no
 * events exist for it, because they would have completed it. Each
 * reservation is marked by when it was made (taken over: when it was taken),
 * and only its request may answer or release it: a request still running
 * when its key was taken over writes nothing (see EventStore's append).
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../clock.js';
import { canonicalJson, sha256Hex } from '../kernel/canonical.js';

/** What reserving a key came to. */
export type Reservation =
  | { readonly kind: 'reserved'; readonly owner: Date }
  | { readonly kind: 'replay'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in-flight' };

/** One key of one account in one game. */
export interface KeyRef {
  readonly gameId: string;
  readonly accountId: string;
  readonly key: string;
}

/** A key as the request that reserved it holds it. */
export interface HeldKey extends KeyRef {
  /** When the reservation was made or taken over: what marks it as this request's. */
  readonly owner: Date;
}

const IN_FLIGHT = 0;
/** A reservation older than this belongs to a request that died (requests time out long before). */
const STALE_MS = 60_000;
/** How long a key is remembered: a retry comes within minutes; a day, as the big payment APIs keep theirs. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The hash a request's body is recognised by. */
export function requestHash(body: unknown): string {
  return sha256Hex(canonicalJson(body));
}

/** Reserves, completes and releases idempotency keys. */
export class IdempotencyRecords {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
  ) {}

  /** Reserves a key for a request with this body hash, or says why not. */
  async reserve(ref: KeyRef, hash: string): Promise<Reservation> {
    const now = this.clock.now();
    const { count } = await this.prisma.idempotencyRecord.createMany({
      data: [{ gameId: ref.gameId, accountId: ref.accountId, key: ref.key, requestHash: hash, status: IN_FLIGHT, body: {}, createdAt: now }],
      skipDuplicates: true,
    });
    if (count === 1) return { kind: 'reserved', owner: now };
    const row = await this.prisma.idempotencyRecord.findUnique({ where: { gameId_accountId_key: ref } });
    // Released between the two statements: the first request failed without an answer, so try afresh.
    if (!row) return this.reserve(ref, hash);
    if (row.requestHash !== hash) return { kind: 'mismatch' };
    if (row.status !== IN_FLIGHT) return { kind: 'replay', status: row.status, body: row.body };
    if (now.getTime() - row.createdAt.getTime() < STALE_MS) return { kind: 'in-flight' };
    const taken = await this.prisma.idempotencyRecord.updateMany({ where: ownReservation({ ...ref, owner: row.createdAt }), data: { createdAt: now } });
    // Not taken: the first request answered meanwhile (then this replays it) or another retry took it first (in flight).
    return taken.count === 1 ? { kind: 'reserved', owner: now } : this.reserve(ref, hash);
  }

  /** Stores the answer of a request that wrote no events (a refusal), if the key is still its own. */
  async complete(held: HeldKey, status: number, body: unknown): Promise<void> {
    await this.prisma.idempotencyRecord.updateMany({ where: ownReservation(held), data: { status, body: body as object } });
  }

  /** Forgets keys older than their lifetime; answers how many. After that, the same key is a new request. */
  async purge(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - KEY_LIFETIME_MS);
    // crosses shards: idempotency-purge
    return (await this.prisma.idempotencyRecord.deleteMany({ where: { createdAt: { lt: cutoff } } })).count;
  }

  /** Gives a key back when its request ended without an answer worth keeping (a conflict, an error), if the key is still its own. */
  async release(held: HeldKey): Promise<void> {
    await this.prisma.idempotencyRecord.deleteMany({ where: ownReservation(held) });
  }
}

/** The record of a key still in flight under the request that holds it. */
function ownReservation({ gameId, accountId, key, owner }: HeldKey) {
  return { gameId, accountId, key, status: IN_FLIGHT, createdAt: owner };
}
