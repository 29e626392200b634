/**
 * GET /games/:id/stream and GET /me/stream: the WebSocket streams (see
 * docs/websocket.md). Everything that can refuse a stream — the token, the
 * game, the seat, the resume point, the socket quota — is checked before the
 * upgrade, so refusals are ordinary problem+json responses.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpProblem, problems } from '../problem.js';
import { requireAccount } from '../auth.js';
import type { TokenSubject } from '../../accounts/tokens.js';
import { openGame } from '../game-access.js';
import { BEARER, GameParams, problemResponses } from '../schemas/common.js';
import { SESSION_ENDED, sessionEnd, sessionStates } from '../../accounts/sessions.js';
import { Connections } from '../../realtime/connections.js';
import { GameStreams, type GameStreamStart } from '../../realtime/game-streams.js';
import { PersonalStreams } from '../../realtime/personal-streams.js';
import { StreamReads } from '../../realtime/stream-reads.js';
import { GameStreamQuery } from '../../realtime/messages.js';

const UPGRADE_ONLY =
  'A WebSocket endpoint: connect with a WebSocket client (GET with Upgrade: websocket). The access token goes in the Authorization header or, from a browser, as the subprotocols `sortie, bearer.<token>`. Messages: the AsyncAPI document (GET /asyncapi.json) and openapi/websocket-messages.schema.json; protocol: docs/websocket.md.';

/** A stream's answer to its upgrade: 101, and then messages as the AsyncAPI document describes (`message`: the union the server sends, as named there). */
const SWITCHING_PROTOCOLS = (message: string) => ({
  description: `Switching Protocols: the connection is a WebSocket from here on (subprotocol \`sortie\` when offered), on which the server sends ${message} frames (GET /asyncapi.json).`,
});

/** The stream routes, with this instance's connections and the hub listeners behind them. */
export function streamRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const log = (message: string) => app.log.warn(message);
    const sessions = sessionStates(ctx.db.prisma);
    const connections = new Connections(ctx.presence, sessions, log);
    ctx.metrics.watchSockets(() => connections.openByStream());
    const reads = StreamReads.open(ctx.db, log);
    const games = new GameStreams({ reads, play: ctx.play, hub: ctx.hub }, log);
    const personal = new PersonalStreams({ db: ctx.db, rulesets: ctx.rulesets, reads, play: ctx.play, hub: ctx.hub }, log);
    // A game not started can be cancelled, or a seat in it freed, without an append: the heartbeat makes up for a lost notice of it.
    connections.start(() => games.recheck());
    games.start();
    personal.start();
    app.addHook('onClose', async () => {
      games.stop();
      personal.stop();
      connections.stop();
      await reads.close();
    });

    // What the checks before the upgrade decided, for the handler after it.
    const admitted = new WeakMap<FastifyRequest, { caller: TokenSubject; game?: GameStreamStart }>();

    /** Refuses an access token of an ended session: a password change or logging out everywhere ends streams too. */
    async function checkSession(caller: TokenSubject): Promise<void> {
      const ended = sessionEnd(caller, (await sessions([caller.accountId])).get(caller.accountId));
      if (ended) throw problems.unauthorized(SESSION_ENDED[ended]);
    }

    function checkQuota(accountId: string): void {
      const refusal = connections.refusal(accountId);
      if (refusal) throw new HttpProblem(429, 'too-many-sockets', refusal === 'account' ? 'This account has too many open streams.' : 'This server has too many open streams.');
    }
    const notUpgraded = async (): Promise<never> => {
      throw new HttpProblem(426, 'upgrade-required', 'Connect with a WebSocket client.');
    };

    app.route({
      method: 'GET',
      url: '/games/:gameId/stream',
      schema: {
        tags: ['streams'],
        summary: 'Stream a game’s events (WebSocket)',
        operationId: 'openGameStream',
        description: `${UPGRADE_ONLY} Events after \`after\`, redacted for the caller (whole once the game is over), then live ones; your-turn with the prompts when the caller’s seat must act. Spectators may stream public games.`,
        security: BEARER,
        params: GameParams,
        querystring: GameStreamQuery,
        response: { 101: SWITCHING_PROTOCOLS('GameStreamMessage'), ...problemResponses(400, 401, 404, 409, 426, 429) },
      },
      preHandler: async (request) => {
        // The HTTP API's checks in its order: 401, then 404 for a game that is missing or private to others.
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        const caller = game.caller!;
        const { accountId } = caller;
        await checkSession(caller);
        checkQuota(accountId);
        const { after = 0 } = request.query;
        const version = game.position.version;
        if (after > version) throw problems.conflict('after-beyond-version', `The game has no event ${after}.`, { currentVersion: version });
        admitted.set(request, { caller, game: { gameId: game.meta.id, seat: game.seat, version, after, heartbeatSeconds: connections.limits.heartbeatSeconds } });
      },
      handler: notUpgraded,
      wsHandler: (ws, request) => {
        const { caller, game } = admitted.get(request)!;
        const socket = connections.adopt(ws, caller.accountId, 'game', caller);
        if (socket) games.open(socket, game!);
      },
    });

    app.route({
      method: 'GET',
      url: '/me/stream',
      schema: {
        tags: ['streams'],
        summary: 'Stream your turns and results in all your games (WebSocket)',
        operationId: 'openMyStream',
        description: `${UPGRADE_ONLY} your-turn when one of your games comes to wait for you (at connect: every game waiting for you now), game-over with the result when one ends, notice for a reminder, a timeout, a game you may claim or an invitation.`,
        security: BEARER,
        response: { 101: SWITCHING_PROTOCOLS('PersonalStreamMessage'), ...problemResponses(400, 401, 426, 429) },
      },
      preHandler: async (request) => {
        const caller = requireAccount(request);
        await checkSession(caller);
        checkQuota(caller.accountId);
        admitted.set(request, { caller });
      },
      handler: notUpgraded,
      wsHandler: (ws, request) => {
        const { caller } = admitted.get(request)!;
        const socket = connections.adopt(ws, caller.accountId, 'personal', caller);
        if (socket) personal.open(socket, connections.limits.heartbeatSeconds);
      },
    });
  };
}
