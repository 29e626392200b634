/**
 * The lobby's notice that a game not started was opened, cancelled, or had a
 * seat taken or freed: none writes an event, so no append tells the game's
 * streams, which must look again whether the game is there and whom it shows
 * to, nor the personal streams, whose lobbies list the open games. On
 * PostgreSQL it is a NOTIFY sent in the change's transaction, which every
 * instance hears once that commits (persist first, then notify); on the
 * embedded database the lobby tells this process's hub after the commit.
 */
import type { Prisma } from '../generated/prisma/client.js';

/** The NOTIFY channel that carries `{ g: gameId }` when a game not started is opened, cancelled, or a seat in it taken or freed. */
export const LOBBY_CHANNEL = 'sortie_lobby';

/** Sends the notice of a change to a game within the change's transaction: delivered on its commit, never for a change rolled back. */
export async function notifyLobbyChange(tx: Prisma.TransactionClient, gameId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${LOBBY_CHANNEL}, json_build_object('g', ${gameId}::uuid)::text)`;
}
