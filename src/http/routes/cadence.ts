/**
 * Play-by-web cadence: a game's clocks, claiming the win from a seat that ran
 * out of time, and the caller's vacation. See docs/cadence.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { openGame, requireSeat, requireStarted } from '../game-access.js';
import { HttpProblem, problems } from '../problem.js';
import { outcomeAnswer } from '../outcome-answer.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, jsonAnswer, OutcomeAnswer, problemResponses, ref, SeatId, Timestamp } from '../schemas/common.js';
import { ClocksSchema } from '../../cadence/clocks-view.js';
import { TimeControlOptionSchema } from '../../cadence/time-control.js';
import type { VacationStatus } from '../../cadence/vacations.js';

const VacationSchema = Type.Object(
  {
    year: Type.Integer({ description: 'The (UTC) year whose pool this is; a vacation counts in the year it starts.' }),
    allowanceDays: Type.Integer(),
    usedDays: Type.Integer({ description: 'Days used, a day begun counting whole; a running vacation counts the days asked for.' }),
    remainingDays: Type.Integer(),
    current: Type.Union([Type.Object({ startedAt: Timestamp, endsAt: Timestamp }), Type.Null()]),
  },
  { $id: 'Vacation', title: 'Vacation' },
);

/** The named schemas of these routes, to add to the app. */
export const cadenceSchemas = [ClocksSchema, VacationSchema, TimeControlOptionSchema];

function vacationView(v: VacationStatus) {
  return { ...v, current: v.current && { startedAt: v.current.startedAt.toISOString(), endsAt: v.current.endsAt.toISOString() } };
}

/** The cadence routes. */
export function cadenceRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/games/:gameId/clocks',
      {
        schema: {
          tags: ['cadence'],
          summary: "A game's clocks",
          operationId: 'getGameClocks',
          description: "The time control, and each seat's bank, deadline and state. Clocks are public, like a clock on the table.",
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          response: { 200: jsonAnswer('The game\'s time control and each seat\'s clock.', ref(ClocksSchema)), ...problemResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        return ctx.cadence.clocks(game.meta);
      },
    );

    app.post(
      '/games/:gameId/claim',
      {
        schema: {
          tags: ['cadence'],
          summary: 'Claim the win from a seat that ran out of time',
          operationId: 'claimWin',
          security: BEARER,
          description: "Under the claim timeout policy, once a seat's deadline has passed, any player of another side (every other player, unless the ruleset's seats play in sides: docs/cadence.md) may end the game with this; until then the late seat may still move. A claim against a seat of your own side is 422 `same-side`.",
          params: GameParams,
          body: Type.Object({ against: SeatId }, { additionalProperties: false }),
          response: { 200: jsonAnswer('The claim is granted: the game is over, and this is how it ended.', OutcomeAnswer), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        const seat = requireSeat(game);
        requireStarted(game);
        // Every seat of a started game is taken: one not among them is not the game's.
        if (!game.meta.seats.has(request.body.against)) throw new HttpProblem(400, 'no-such-seat', `This game has no seat "${request.body.against}".`);
        const r = await ctx.cadence.claim(game.meta.id, seat, request.body.against);
        return outcomeAnswer(game.meta, r);
      },
    );

    app.get(
      '/me/vacation',
      {
        schema: { tags: ['cadence'], summary: 'Your vacation pool and current vacation', description: 'How many vacation days are left this year, and the vacation running now, if any: while it runs your clocks stop (docs/cadence.md).', operationId: 'getVacation', security: BEARER, response: { 200: jsonAnswer('Your vacation pool, and your vacation if you are on one.', ref(VacationSchema)), ...problemResponses(401) } },
      },
      async (request) => vacationView(await ctx.cadence.vacations.status(requireAccount(request).accountId)),
    );

    app.post(
      '/me/vacation',
      {
        schema: {
          tags: ['cadence'],
          summary: 'Go on vacation',
          operationId: 'startVacation',
          security: BEARER,
          description: 'Stops your clocks in every game that allows vacations, for the days asked (from the year’s pool) or until you end it.',
          body: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 366 }) }, { additionalProperties: false }),
          response: { 201: jsonAnswer('You are on vacation: your pool, and the vacation as started.', ref(VacationSchema)), ...problemResponses(400, 401, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        const started = await ctx.cadence.vacations.start(accountId, request.body.days);
        if (!started.ok && started.reason === 'on-vacation') throw problems.conflict('on-vacation', 'You are on vacation already.');
        if (!started.ok) throw new HttpProblem(422, 'pool-exhausted', `Your vacation pool has ${started.remainingDays} days left this year.`);
        return reply.status(201).send(vacationView(await ctx.cadence.vacations.status(accountId)));
      },
    );

    app.delete(
      '/me/vacation',
      {
        schema: {
          tags: ['cadence'],
          summary: 'End your vacation now',
          operationId: 'endVacation',
          security: BEARER,
          description: 'Your clocks run again from now; only the days begun are charged to the pool.',
          response: { 200: jsonAnswer('Your vacation is over: your pool, with the days begun charged.', ref(VacationSchema)), ...problemResponses(401, 409) },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        if (!(await ctx.cadence.vacations.end(accountId))) throw problems.conflict('not-on-vacation', 'You are not on vacation.');
        return vacationView(await ctx.cadence.vacations.status(accountId));
      },
    );
  };
}
