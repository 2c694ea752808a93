import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../cluster/freePort.ts';
import type { LiveIngestService } from '../services/media/LiveIngestService.ts';
import { LiveTranscoder } from './LiveTranscoder.ts';
import { NginxRtmp } from './NginxRtmp.ts';

export interface IngestNodeOptions {
  nginx: string;
  ffmpeg: string;
  ffprobe: string;
  /** Where nginx's configuration and the transcoders' work folders go. */
  workDir: string;
  /** Where encoders connect: host and RTMP port (0 picks a free one, for tests). */
  host: string;
  port: number;
  /** How often broadcasts that must end are looked for. */
  sweepMs: number;
}

interface IngestLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Session {
  liveId: number;
  key: string;
  transcoder: LiveTranscoder;
  done: Promise<void>;
}

/** Body fields nginx-rtmp posts to its callbacks, read from at most this many bytes. */
const CALLBACK_BODY_MAX = 16 * 1024;

/** An address as nginx reports it, reduced to what an address may hold before it is logged. */
const peerOf = (addr: string | null): string =>
  (addr ?? '').replace(/[^0-9a-fA-F.:]/g, '').slice(0, 45);

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    body += chunk.toString('utf8');
    if (body.length > CALLBACK_BODY_MAX) break;
  }
  return new URLSearchParams(body.slice(0, CALLBACK_BODY_MAX));
}

/**
 * The instance that takes encoders (INGEST=true): runs the RTMP server (nginx, `NginxRtmp`),
 * answers its callbacks on a loopback-only port, starts a transcoder per accepted connection
 * and, every second, ends what must end and makes its replay. Segments and state go through
 * the service to the shared media store and database, so every instance serves the stream.
 */
export class IngestNode {
  private readonly sessions = new Map<string, Session>();
  /** Every transcoder still running, by broadcast: those of a dropped encoder included. */
  private readonly running = new Map<number, Set<LiveTranscoder>>();
  /** Per broadcast, the work still running on it (a transcoder's last segments, a replay). */
  private readonly pending = new Map<number, Promise<void>>();
  /** Keys whose encoder must be cut off at its next update (its input was refused). */
  private readonly cutOff = new Set<string>();
  private callbacks: Server | undefined;
  private nginx: NginxRtmp | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;
  private rtmpPort = 0;

  constructor(
    private readonly service: LiveIngestService,
    private readonly options: IngestNodeOptions,
    private readonly log: IngestLog,
  ) {}

  /** The RTMP port encoders connect to. */
  get port(): number {
    return this.rtmpPort;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.answer(request, response).catch((error: unknown) => {
        this.log.error({ err: error }, 'ingest callback failed');
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    this.callbacks = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const callbackPort = (server.address() as AddressInfo).port;
    this.rtmpPort = this.options.port || (await freePort());
    this.nginx = new NginxRtmp({
      nginx: this.options.nginx,
      workDir: join(this.options.workDir, 'nginx'),
      host: this.options.host,
      port: this.rtmpPort,
      callbackBase: `http://127.0.0.1:${String(callbackPort)}`,
      maxMessageBytes: 4 * 1024 * 1024,
    });
    await this.service.dropAllLive();
    await this.nginx.start();
    this.sweeper = setInterval(() => {
      void this.sweep();
    }, this.options.sweepMs);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await formOf(request);
    const key = (form.get('name') ?? '').slice(0, 200);
    const path = request.url ?? '';
    let allow = true;
    if (path === '/publish') allow = await this.onPublish(key, peerOf(form.get('addr')));
    else if (path === '/publish_done') await this.onPublishDone(key);
    else if (path === '/update' && form.get('call') === 'update_publish')
      allow = !this.cutOff.has(key) && (await this.service.mayContinue(key));
    response.writeHead(allow ? 200 : 403, { 'content-type': 'text/plain' }).end();
  }

  private async onPublish(key: string, peer: string): Promise<boolean> {
    if (this.sessions.has(key)) return false;
    const decision = await this.service.authorizePublish(key, peer);
    if (!decision.ok) {
      this.log.info({ reason: decision.reason }, 'ingest refused an encoder');
      return false;
    }
    const { liveId } = decision;
    this.log.info({ liveId, resumed: decision.resumed }, 'ingest accepted an encoder');
    const before = this.pending.get(liveId) ?? Promise.resolve();
    const transcoder = new LiveTranscoder(
      {
        ffmpeg: this.options.ffmpeg,
        ffprobe: this.options.ffprobe,
        sourceUrl: this.nginx?.sourceUrl(key) ?? '',
        workDir: join(this.options.workDir, 'transcode', `${String(liveId)}-${String(Date.now())}`),
        resumed: decision.hasSegments,
        pollMs: 200,
      },
      {
        onInput: (probe, renditions) => this.service.setInput(liveId, probe, renditions),
        onSegment: (rendition, bytes, durationMs, discontinuity) =>
          this.service.addSegment(liveId, rendition, bytes, durationMs, discontinuity),
      },
    );
    // The previous connection's last segments go in first, so the rendition stays in order.
    const running = this.running.get(liveId) ?? new Set<LiveTranscoder>();
    this.running.set(liveId, running);
    running.add(transcoder);
    const done = before.then(async () => {
      const outcome = await transcoder.run().finally(() => running.delete(transcoder));
      if (outcome === 'tooLarge' || outcome === 'noVideo' || outcome === 'failed') {
        // An input refused is cut off at its next update; a failed transcode is logged only.
        if (outcome !== 'failed') this.cutOff.add(key);
        await this.service.refuseInput(
          liveId,
          outcome === 'tooLarge'
            ? 'inputTooLarge'
            : outcome === 'noVideo'
              ? 'noVideo'
              : 'transcodeFailed',
        );
        this.log.warn({ liveId, outcome }, 'ingest transcode stopped');
      }
    });
    const session: Session = { liveId, key, transcoder, done };
    this.sessions.set(key, session);
    this.pending.set(
      liveId,
      done.catch(() => undefined),
    );
    return true;
  }

  private async onPublishDone(key: string): Promise<void> {
    const session = this.sessions.get(key);
    if (!session) return;
    this.sessions.delete(key);
    this.cutOff.delete(key);
    await this.service.publishDone(session.liveId);
  }

  /** Ends what waited too long or was ended by an editor, then makes each one's replay. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const liveId of await this.service.sweep()) {
        for (const transcoder of this.running.get(liveId) ?? []) transcoder.stop();
        const before = this.pending.get(liveId) ?? Promise.resolve();
        const replay = before.then(() => this.service.makeReplay(liveId));
        this.pending.set(
          liveId,
          replay.catch(() => undefined),
        );
        void replay.then(() => {
          this.log.info({ liveId }, 'ingest replay made');
        });
      }
    } catch (error) {
      this.log.error({ err: error }, 'ingest sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const set of this.running.values()) for (const transcoder of set) transcoder.stop();
    await this.nginx?.stop();
    await Promise.allSettled([...this.pending.values()]);
    const server = this.callbacks;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
