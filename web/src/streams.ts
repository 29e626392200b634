/**
 * The WebSocket streams, opened as a browser must: the token in the
 * `sortie, bearer.<token>` subprotocol list (docs/websocket.md). A dropped
 * game stream reconnects after a pause from the last seq it received, so
 * nothing is missed or seen twice; a stream closed for good (the game over,
 * gone, or the session ended) stays closed.
 */
import { API_BASE, session } from './api.js';
import type { GameStreamMessage, PersonalStreamMessage } from './messages.js';

/** Close codes after which reconnecting cannot help: done (1000), gone (4404), the session ended (4401). */
const FINAL_CLOSES = new Set([1000, 4401, 4404]);
const RECONNECT_MS = 2000;

/** A stream the page can close when it goes. */
export interface OpenStream {
  close(): void;
}

function open<M>(path: () => string, onMessage: (message: M) => void, onClose: (code: number) => void = () => {}): OpenStream {
  let socket: WebSocket | null = null;
  let closed = false;
  let timer: number | undefined;
  const connect = () => {
    const token = session()?.accessToken;
    const url = `${API_BASE.replace(/^http/, 'ws')}${path()}`;
    socket = token ? new WebSocket(url, ['sortie', `bearer.${token}`]) : new WebSocket(url);
    socket.onmessage = (frame) => onMessage(JSON.parse(frame.data as string) as M);
    socket.onclose = (event) => {
      if (closed) return;
      if (FINAL_CLOSES.has(event.code)) onClose(event.code);
      else timer = window.setTimeout(connect, RECONNECT_MS);
    };
  };
  connect();
  return {
    close() {
      closed = true;
      window.clearTimeout(timer);
      socket?.close(1000);
    },
  };
}

/** A game's stream from after `seq`: every batch of events, your turns, the end. */
export function gameStream(gameId: string, after: () => number, onMessage: (message: GameStreamMessage) => void, onClose?: (code: number) => void): OpenStream {
  return open(() => `/games/${gameId}/stream?after=${after()}`, onMessage, onClose);
}

/** The personal stream: your turns and results in every game, and notices. */
export function personalStream(onMessage: (message: PersonalStreamMessage) => void): OpenStream {
  return open(() => '/me/stream', onMessage);
}
