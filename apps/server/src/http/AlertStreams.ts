import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamedAlert } from '@news/contract/alertSchemas';
import { DomainError } from '../services/shared/DomainError.ts';

export interface StreamLimits {
  /** Open streams one address may hold (a reader's tabs and devices behind one router). */
  perAddress: number;
  /** Open streams this server holds at most. */
  total: number;
  /** Milliseconds between comments that keep proxies from closing an idle stream. */
  heartbeatMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perAddress: 6,
  total: 5_000,
  heartbeatMs: 20_000,
};

interface Stream {
  siteId: number;
  address: string;
  reply: FastifyReply;
}

/**
 * The in-app alert streams this server holds (server-sent events): a reader with the app open is
 * sent each alert of their site as it comes, where push is not available. Bounded per address
 * and in all; a comment every few seconds keeps idle connections open through proxies; closed
 * when the server shuts down, so a stream never holds up a restart.
 */
export class AlertStreams {
  readonly #streams = new Set<Stream>();
  readonly #perAddress = new Map<string, number>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor(private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS) {
    this.#heartbeat = setInterval(() => {
      for (const stream of this.#streams) stream.reply.raw.write(': ping\n\n');
    }, limits.heartbeatMs);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#streams.size;
  }

  /** Opens a stream for the site, or refuses (429) when the address or the server has enough. */
  open(request: FastifyRequest, reply: FastifyReply, siteId: number): FastifyReply {
    const address = request.ip;
    const held = this.#perAddress.get(address) ?? 0;
    if (held >= this.limits.perAddress || this.#streams.size >= this.limits.total)
      throw DomainError.rateLimited('error.rateLimited', Math.ceil(this.limits.heartbeatMs / 1000));
    const stream: Stream = { siteId, address, reply };
    this.#streams.add(stream);
    this.#perAddress.set(address, held + 1);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Buffering proxies (nginx) would hold the events back.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // Reconnect after 5 s when the connection drops (the EventSource default is 3 s or so).
    reply.raw.write('retry: 5000\n\n');
    request.raw.once('close', () => {
      this.remove(stream);
    });
    return reply;
  }

  /** Sends an alert to every stream of its site. */
  announce(siteId: number, message: StreamedAlert): void {
    const event = `event: alert\nid: ${String(message.id)}\ndata: ${JSON.stringify(message)}\n\n`;
    for (const stream of this.#streams) if (stream.siteId === siteId) stream.reply.raw.write(event);
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const stream of this.#streams) {
      stream.reply.raw.end();
      this.remove(stream);
    }
  }

  private remove(stream: Stream): void {
    if (!this.#streams.delete(stream)) return;
    const left = (this.#perAddress.get(stream.address) ?? 1) - 1;
    if (left <= 0) this.#perAddress.delete(stream.address);
    else this.#perAddress.set(stream.address, left);
  }
}
