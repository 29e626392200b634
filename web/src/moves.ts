/**
 * Sending moves: one command, a batch of commands (a secret step's choices
 * sent together, so the others see one event, not how many edits), or a
 * take-back. Each carries the version it was chosen at (`expectedVersion`)
 * and an Idempotency-Key that makes a retry safe; a 429 is waited out and
 * sent again under the same key.
 */
import { api, idempotencyKey, problemText } from './api.js';
import type { Command, StreamPrompt, TakeBack } from './messages.js';

/** What a move's answer gives the page: the new version, the prompts and how far the seat may take back now. */
export interface MoveAnswer {
  readonly version: number;
  readonly prompts: readonly StreamPrompt[];
  readonly takeBack: TakeBack | null;
}

/** A move to send: a command, a batch, or a take-back (of `commands` moves, or back to `toVersion`). */
export type Move = { readonly command: Command } | { readonly commands: readonly Command[] } | { readonly takeBack: { commands: number } | { toVersion: number } };

/** How the page hears of a move's progress: a wait before sending again, and the end (an answer, or a problem's text). */
export interface MoveListener {
  waiting(seconds: number): void;
  done(result: { answer: MoveAnswer } | { problem: string }): void;
}

function post(gameId: string, move: Move, expectedVersion: number, key: string) {
  const params = { path: { gameId }, header: { 'idempotency-key': key } };
  if ('takeBack' in move) return api.POST('/games/{gameId}/takeback', { params, body: { ...move.takeBack, expectedVersion } });
  const body = 'command' in move ? { command: move.command, expectedVersion } : { commands: [...move.commands], expectedVersion };
  return api.POST('/games/{gameId}/commands', { params, body: body as never });
}

/** Sends a move chosen at `expectedVersion`; a 429 waits the time it names and sends again under the same key. */
export async function sendMove(gameId: string, move: Move, expectedVersion: number, listener: MoveListener, key = idempotencyKey()): Promise<void> {
  const { data, error, response } = await post(gameId, move, expectedVersion, key);
  if (response.status === 429) {
    const wait = Number(response.headers.get('retry-after') ?? '1');
    listener.waiting(wait);
    return void window.setTimeout(() => void sendMove(gameId, move, expectedVersion, listener, key), wait * 1000);
  }
  if (!data) {
    // A batch refused names its first refused command by its place in the batch.
    const index = (error as { index?: number } | undefined)?.index;
    const which = 'commands' in move && typeof index === 'number' ? `Move ${index + 1} of ${move.commands.length} (${move.commands[index]?.type ?? '?'}): ` : '';
    return listener.done({ problem: `${which}${problemText(error)}` });
  }
  listener.done({ answer: { version: data.version, prompts: data.prompts, takeBack: data.takeBack ?? null } });
}
