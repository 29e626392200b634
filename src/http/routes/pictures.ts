/**
 * Position pictures: a seat's view and the public view drawn as SVG, or as
 * PNG for clients that show no SVG (mail). Each is drawn from the same view
 * the JSON routes answer to that caller, with the same checks, so a picture
 * never shows more than that view.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { Viewer } from '../../kernel/ruleset.js';
import { openGame, requireOwnSeat, requireStarted, type OpenedGame } from '../game-access.js';
import { svgDigest } from '../../games/position-pictures.js';
import { HttpProblem } from '../problem.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, problemResponses, SeatParams } from '../schemas/common.js';

/** The two formats a picture comes in, as a route's path ends. */
const FORMATS = { svg: 'image/svg+xml', png: 'image/png' } as const;
type Format = keyof typeof FORMATS;

const PICTURE_NOTE =
  'Drawn from exactly the view the JSON route answers the same caller, so it shows nothing that view does not. The ETag is a digest of the SVG drawn, the same on every instance: send If-None-Match to get 304 while the view is unchanged. 404 no-picture for a ruleset that draws none.';

function pictureAnswer(format: Format) {
  const schema = format === 'svg' ? Type.String() : Type.String({ format: 'binary' });
  return { description: format === 'svg' ? 'An SVG document.' : 'A PNG image, 1000 pixels wide.', content: { [FORMATS[format]]: { schema } } };
}

/** The picture routes. */
export function pictureRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  const { pictures } = ctx;
  /** Answers a viewer's picture of an opened game in a format. */
  async function send(reply: FastifyReply, game: OpenedGame, viewer: Viewer, format: Format, ifNoneMatch: string | undefined) {
    const { meta, position } = game;
    const svg = pictures.svg(meta.ruleset, position, viewer);
    if (svg === null) throw new HttpProblem(404, 'no-picture', `Games of ${meta.ruleset.title} have no pictures.`);
    // A picture is a function of its SVG: the same view is the same ETag and the same bytes on every instance.
    const etag = `"${svgDigest(svg)}-${format}"`;
    // Private: a seat's picture is its holder's, and a private game's pictures are its players'.
    void reply.header('etag', etag).header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
    if (ifNoneMatch === etag) return reply.status(304).send();
    if (format === 'png') return reply.type(FORMATS.png).send(await pictures.png(svg));
    // A picture, never a page: no script or outside resource runs in it even if it is opened directly.
    return reply.type(FORMATS.svg).header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(svg);
  }

  return async (app) => {
    for (const format of Object.keys(FORMATS) as Format[]) {
      const upper = format.toUpperCase();
      app.get(
        `/games/:gameId/seats/:seat/view.${format}`,
        {
          schema: {
            tags: ['views'],
            summary: `A seat's view as a picture (${upper}): only its holder may see it`,
            operationId: `getSeatView${upper === 'SVG' ? 'Svg' : 'Png'}`,
            description: PICTURE_NOTE,
            security: BEARER,
            params: SeatParams,
            response: { 200: pictureAnswer(format), 304: { description: 'Not modified: the picture for this ETag is still the one.' }, ...problemResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request, reply) => {
          const game = await openGame(ctx, request, request.params.gameId, 'required');
          requireOwnSeat(game, request.params.seat);
          requireStarted(game);
          return send(reply, game, { kind: 'seat', seat: request.params.seat }, format, request.headers['if-none-match']);
        },
      );

      app.get(
        `/games/:gameId/views/public.${format}`,
        {
          schema: {
            tags: ['views'],
            summary: `The public view as a picture (${upper}): what a spectator sees`,
            operationId: `getPublicView${upper === 'SVG' ? 'Svg' : 'Png'}`,
            description: PICTURE_NOTE,
            security: BEARER_OR_ANONYMOUS,
            params: GameParams,
            response: { 200: pictureAnswer(format), 304: { description: 'Not modified: the picture for this ETag is still the one.' }, ...problemResponses(400, 401, 404, 409) },
          },
        },
        async (request, reply) => {
          const game = await openGame(ctx, request, request.params.gameId, 'optional');
          requireStarted(game);
          return send(reply, game, { kind: 'public' }, format, request.headers['if-none-match']);
        },
      );
    }
  };
}
