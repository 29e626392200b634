/**
 * What the service tells Prometheus (GET /metrics): commands, their latency,
 * the event store's group commits, open sockets, notices and the
 * dispatcher's lag, beside prom-client's process metrics. The services
 * report events to it through their observer hooks (services.ts wires them);
 * what lives in the database or in other objects is read at each scrape.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { NoticeBacklog } from '../notifications/notification-store.js';

/** What a command came to: carried out, or why not (GamePlay's outcome kinds), or an error thrown. */
export type CommandResult = 'ok' | 'rejected' | 'conflict' | 'not-found' | 'key-lost' | 'error';

/** The kinds of stream a socket may be open on. */
export type StreamKind = 'game' | 'personal';

/** The process-wide metrics (CPU, memory, heap, event-loop delay, GC…), registered once per process, however many services it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Buckets for a command's latency: from a cached position's millisecond to a slow database's seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Buckets for how many appends one statement commits (the store takes 100 at most). */
const GROUP_BUCKETS = [1, 2, 3, 5, 10, 20, 50, 100];

/** One service's metrics. */
export class ServiceMetrics {
  private readonly registry = new Registry();
  private readonly commands = new Counter({ name: 'sortie_commands_total', help: 'Commands executed, by ruleset and result', labelNames: ['ruleset', 'result'] as const, registers: [this.registry] });
  private readonly commandSeconds = new Histogram({
    name: 'sortie_command_duration_seconds',
    help: 'Time to execute a command, from reading its game to its commit (or refusal), by ruleset',
    labelNames: ['ruleset'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly appendGroups = new Histogram({ name: 'sortie_append_group_size', help: "Appends committed together in one of the event store's statements", buckets: GROUP_BUCKETS, registers: [this.registry] });
  private readonly delivered = new Counter({ name: 'sortie_notices_delivered_total', help: 'Notices delivered by this instance, by channel', labelNames: ['channel'] as const, registers: [this.registry] });
  private readonly watched: { sockets: () => Readonly<Record<StreamKind, number>>; backlog: () => Promise<NoticeBacklog> } = {
    sockets: () => ({ game: 0, personal: 0 }),
    backlog: async () => ({ pendingByChannel: {}, outboxPending: 0, lagSeconds: 0 }),
  };
  /** The backlog as read for the scrape under way (text() reads it once, for the three gauges that show it). */
  private backlog: NoticeBacklog = { pendingByChannel: {}, outboxPending: 0, lagSeconds: 0 };

  constructor() {
    const { watched } = this;
    const backlog = () => this.backlog;
    new Gauge({
      name: 'sortie_open_sockets',
      help: 'WebSocket streams open on this instance, by stream kind',
      labelNames: ['stream'] as const,
      registers: [this.registry],
      collect() {
        for (const [stream, count] of Object.entries(watched.sockets())) this.set({ stream }, count);
      },
    });
    new Gauge({
      name: 'sortie_notices_pending',
      help: 'Notice deliveries not yet settled (to send, to retry or under way), by channel; all instances together',
      labelNames: ['channel'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [channel, count] of Object.entries(backlog().pendingByChannel)) this.set({ channel }, count);
      },
    });
    new Gauge({
      name: 'sortie_outbox_pending',
      help: 'Notices written by appends and not yet fanned out into deliveries; all instances together',
      registers: [this.registry],
      collect() {
        this.set(backlog().outboxPending);
      },
    });
    new Gauge({
      name: 'sortie_dispatcher_lag_seconds',
      help: 'How long the oldest due notice (outbox row or delivery) has waited for a dispatcher; all instances together',
      registers: [this.registry],
      collect() {
        this.set(backlog().lagSeconds);
      },
    });
  }

  /** Records a command: its ruleset (null when its game was not found), what it came to, and how long it took. */
  command(ruleset: string | null, result: CommandResult, seconds: number): void {
    const labels = { ruleset: ruleset ?? 'none' };
    this.commands.inc({ ...labels, result });
    this.commandSeconds.observe(labels, seconds);
  }

  /** Records one group commit of the event store: how many appends it took. */
  appendGroup(size: number): void {
    this.appendGroups.observe(size);
  }

  /** Records a notice delivered on a channel. */
  noticeDelivered(channel: string): void {
    this.delivered.inc({ channel });
  }

  /** Where the open sockets are counted (the streams' connections). */
  watchSockets(count: () => Readonly<Record<StreamKind, number>>): void {
    this.watched.sockets = count;
  }

  /** Where the notices waiting are read (the notification store). */
  watchNotices(read: () => Promise<NoticeBacklog>): void {
    this.watched.backlog = read;
  }

  /** The media type of `text()`. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every metric in Prometheus's text format: this service's, then the process's. */
  async text(): Promise<string> {
    this.backlog = await this.watched.backlog();
    return Registry.merge([this.registry, processMetrics()]).metrics();
  }
}
