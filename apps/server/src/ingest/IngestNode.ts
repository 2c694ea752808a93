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

/** An encoder on air: one accepted connection of nginx's, and its transcoder. */
interface Session {
  liveId: number;
  /** nginx's number for the encoder's connection, which each of its callbacks names. */
  clientId: string;
  transcoder: LiveTranscoder;
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
  /** The encoder on air of each broadcast, by broadcast: what "already live" means. */
  private readonly sessions = new Map<number, Session>();
  /** Every transcoder still running, by broadcast: those of a dropped encoder included. */
  private readonly running = new Map<number, Set<LiveTranscoder>>();
  /** Per broadcast, the work still running on it (a transcoder's last segments, a replay). */
  private readonly pending = new Map<number, Promise<void>>();
  /** The `on_publish` being answered: they are answered one at a time. */
  private admitting: Promise<unknown> = Promise.resolve();
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
    const clientId = (form.get('clientid') ?? '').slice(0, 20);
    const path = request.url ?? '';
    let allow = true;
    if (path === '/publish') allow = await this.onPublish(key, peerOf(form.get('addr')), clientId);
    else if (path === '/publish_done') await this.endSession(this.sessionOf(clientId));
    // An encoder goes on only while it is a session here: one whose transcoder stopped (its
    // input refused, the transcode failed) is cut off, and comes back to a new one.
    else if (path === '/update' && form.get('call') === 'update_publish')
      allow = !!this.sessionOf(clientId) && (await this.service.mayContinue(key));
    response.writeHead(allow ? 200 : 403, { 'content-type': 'text/plain' }).end();
  }

  private sessionOf(clientId: string): Session | undefined {
    for (const session of this.sessions.values()) if (session.clientId === clientId) return session;
    return undefined;
  }

  /**
   * One at a time: two encoders connecting with one key at the same moment would otherwise
   * both be let on, each seeing the broadcast without an encoder.
   */
  private onPublish(key: string, peer: string, clientId: string): Promise<boolean> {
    const answer = this.admitting.then(() => this.admit(key, peer, clientId));
    this.admitting = answer.catch(() => undefined);
    return answer;
  }

  private async admit(key: string, peer: string, clientId: string): Promise<boolean> {
    const decision = await this.service.authorizePublish(key, peer, new Set(this.sessions.keys()));
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
    const session: Session = { liveId, clientId, transcoder };
    this.sessions.set(liveId, session);
    // The previous connection's last segments go in first, so the rendition stays in order.
    const running = this.running.get(liveId) ?? new Set<LiveTranscoder>();
    this.running.set(liveId, running);
    running.add(transcoder);
    const done = before.then(async () => {
      try {
        // An encoder that left while the one before was being finished has nothing to transcode.
        if (this.sessions.get(liveId) === session) await this.transcode(liveId, transcoder);
      } finally {
        running.delete(transcoder);
        // nginx lets the transcoder go when its encoder leaves, so the transcoder's end is the
        // drop even when nginx's `on_publish_done` never arrives: it is one HTTP request, never
        // retried, and was lost when a flood held every connection nginx had.
        await this.endSession(session);
      }
    });
    this.pending.set(
      liveId,
      done.catch((error: unknown) => {
        this.log.error({ err: error, liveId }, 'ingest session failed');
      }),
    );
    return true;
  }

  private async transcode(liveId: number, transcoder: LiveTranscoder): Promise<void> {
    const outcome = await transcoder.run();
    if (outcome === 'ended') return;
    // Its encoder, if still pushing, is cut off at its next update: it is no session any more.
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

  /** The encoder left: its broadcast waits for it (readers see "reconnecting") from now. */
  private async endSession(session: Session | undefined): Promise<void> {
    if (!session || this.sessions.get(session.liveId) !== session) return;
    // Gone here before it is written down, so that the encoder is taken back even if the
    // database fails to say "reconnecting".
    this.sessions.delete(session.liveId);
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
