/** Starting a load generator (bench/load-generator.ts) in a worker thread, and asking it for work: the clients' event loop is not the server's. */
import { Worker } from 'node:worker_threads';
import type { WorkerRequest } from './load-generator.js';

/** A new client thread. Workers do not inherit tsx's loader: it registers it before importing the TypeScript module. */
export function clientThread(): Worker {
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./load-generator.ts', import.meta.url).href)}); })`, { eval: true });
}

/** Has a client thread do `request`; answers its result. */
export function ask<T>(worker: Worker, request: WorkerRequest): Promise<T> {
  const answer = new Promise<T>((resolve, reject) => {
    worker.once('message', (m: { ok: true; result: T } | { ok: false; error: string }) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
  });
  worker.postMessage(request);
  return answer;
}
