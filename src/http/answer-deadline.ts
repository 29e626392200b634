/**
 * Every request answered within a time from its start (twice
 * REQUEST_TIMEOUT_MS): a handler still at work then is answered 503 `timeout`
 * (problem.ts), its work left to finish or fail on its own.
 *
 * Fastify's handlerTimeout does the same with a timer, an AbortController
 * and a 'close' listener a request, and aborts the controller when the
 * request closes, answered or not: the abort builds a DOMException, stack
 * and all. That was a tenth of the CPU of a GET of a game's prompts. Here a
 * request is a row in a map while it is in flight, and one timer looks over
 * the map every twentieth of the time allowed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a handler still at work when its time is up is answered with (problem.ts: a 503 `timeout`). */
export class AnswerDeadlinePassed extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** Answers every request of `app` that has none `ms` after it was routed with an AnswerDeadlinePassed, through the error handler. */
export function answerWithin(app: FastifyInstance, ms: number): void {
  const inFlight = new Map<FastifyRequest, { readonly reply: FastifyReply; readonly due: number }>();
  app.addHook('onRequest', (request, reply, done) => {
    inFlight.set(request, { reply, due: performance.now() + ms });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    inFlight.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    inFlight.delete(request);
    done();
  });

  const sweep = setInterval(
    () => {
      const now = performance.now();
      for (const [request, { reply, due }] of inFlight) {
        // A reply handed over (a WebSocket's) or already on its way is no longer the handler's to give.
        if (reply.sent) inFlight.delete(request);
        else if (due <= now) {
          inFlight.delete(request);
          const passed = new AnswerDeadlinePassed(ms);
          if (reply.raw.headersSent) reply.raw.destroy(passed);
          else void reply.send(passed);
        }
      }
    },
    Math.max(10, ms / 20),
  );
  sweep.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}
