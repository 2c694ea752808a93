import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PresenceNews, PresenceService } from '../services/editorial/PresenceService.ts';
import { DomainError } from '../services/shared/DomainError.ts';
import type { StaffPrincipal } from '../services/staff/StaffPrincipal.ts';

export interface PresenceStreamLimits {
  /** Open streams one staff member may hold (a tab per item they have open). */
  perStaff: number;
  /** Open streams this server holds at most. */
  total: number;
  /** Milliseconds between comments that keep proxies from closing an idle stream. */
  keepAliveMs: number;
  /** Milliseconds between looks for tabs that stopped calling. */
  sweepMs: number;
}

export const DEFAULT_PRESENCE_STREAM_LIMITS: PresenceStreamLimits = {
  perStaff: 12,
  total: 2_000,
  keepAliveMs: 20_000,
  sweepMs: 2_000,
};

interface Stream {
  staffId: number;
  reply: FastifyReply;
  stop: () => void;
}

/**
 * The console's "who is editing" streams (server-sent events, one per open item tab): the
 * item's presence at once and at every change, and a takeover the moment it happens. Bounded
 * per staff member and in all; closed when the server shuts down. Also runs the presence's
 * sweep, which forgets tabs that stopped calling and tells their items' streams.
 */
export class PresenceStreams {
  readonly #streams = new Set<Stream>();
  readonly #perStaff = new Map<number, number>();
  readonly #timers: NodeJS.Timeout[];

  constructor(
    private readonly presence: PresenceService,
    private readonly limits: PresenceStreamLimits = DEFAULT_PRESENCE_STREAM_LIMITS,
  ) {
    const keepAlive = setInterval(() => {
      for (const stream of this.#streams) stream.reply.raw.write(': ping\n\n');
    }, limits.keepAliveMs);
    const sweep = setInterval(() => {
      // A failed look (Redis away) is tried again on the next turn.
      presence.sweep().catch(() => undefined);
    }, limits.sweepMs);
    this.#timers = [keepAlive, sweep];
    for (const timer of this.#timers) timer.unref();
  }

  get size(): number {
    return this.#streams.size;
  }

  /** Opens the item's stream for a staff member who may edit it, or refuses (403/404/429). */
  async open(
    request: FastifyRequest,
    reply: FastifyReply,
    staff: StaffPrincipal,
    itemId: number,
  ): Promise<FastifyReply> {
    const held = this.#perStaff.get(staff.id) ?? 0;
    if (held >= this.limits.perStaff || this.#streams.size >= this.limits.total)
      throw DomainError.rateLimited('error.rateLimited', Math.ceil(this.limits.keepAliveMs / 1000));
    const first = await this.presence.look(staff, itemId);
    const send = (news: PresenceNews): void => {
      const data = news.kind === 'presence' ? news.presence : news.takeover;
      reply.raw.write(`event: ${news.kind}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const stream: Stream = {
      staffId: staff.id,
      reply,
      stop: this.presence.watch(itemId, send),
    };
    this.#streams.add(stream);
    this.#perStaff.set(staff.id, held + 1);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Buffering proxies (nginx) would hold the events back.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // Reconnect soon when the connection drops: presence is only worth anything when fresh.
    reply.raw.write('retry: 2000\n\n');
    send({ kind: 'presence', presence: first });
    request.raw.once('close', () => {
      this.remove(stream);
    });
    return reply;
  }

  close(): void {
    for (const timer of this.#timers) clearInterval(timer);
    for (const stream of this.#streams) {
      stream.reply.raw.end();
      this.remove(stream);
    }
  }

  private remove(stream: Stream): void {
    if (!this.#streams.delete(stream)) return;
    stream.stop();
    const left = (this.#perStaff.get(stream.staffId) ?? 1) - 1;
    if (left <= 0) this.#perStaff.delete(stream.staffId);
    else this.#perStaff.set(stream.staffId, left);
  }
}
