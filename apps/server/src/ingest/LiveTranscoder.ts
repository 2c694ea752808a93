import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PlaylistRendition } from '../video/hlsPlaylists.ts';
import { liveLadder, type LiveProbe } from '../video/liveLadder.ts';

const run = promisify(execFile);

/** Inputs larger than this are refused: the ladder's top rung is 1080p at up to 60 frames. */
export const INPUT_MAX = { width: 1920, height: 1088, fps: 61 };

export interface TranscoderSink {
  onInput(probe: LiveProbe, renditions: readonly PlaylistRendition[]): Promise<void>;
  onSegment(
    rendition: string,
    bytes: Uint8Array,
    durationMs: number,
    discontinuity: boolean,
  ): Promise<void>;
}

export interface LiveTranscoderOptions {
  ffmpeg: string;
  ffprobe: string;
  /** The stream on the local RTMP server, e.g. `rtmp://127.0.0.1:1935/live/<key>`. */
  sourceUrl: string;
  workDir: string;
  /** The broadcast has segments already (the encoder came back): the first new ones say so. */
  resumed: boolean;
  /** How often the finished segments are looked for, in ms. */
  pollMs: number;
}

export type TranscoderOutcome = 'ended' | 'tooLarge' | 'noVideo' | 'failed';

interface FoundSegment {
  file: string;
  durationMs: number;
}

/** A rendition playlist's segments, in order: each `#EXTINF` and the file after it. */
export function segmentsOf(playlist: string): FoundSegment[] {
  const found: FoundSegment[] = [];
  let duration: number | undefined;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf?.[1]) duration = Number(extinf[1]) * 1000;
    else if (line && !line.startsWith('#') && duration !== undefined) {
      found.push({ file: line, durationMs: duration });
      duration = undefined;
    }
  }
  return found;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  bit_rate?: string;
  sample_rate?: string;
  channel_layout?: string;
  channels?: number;
}

function rate(text: string | undefined): number {
  const [n, d] = (text ?? '').split('/').map(Number);
  if (!n || !d) return 0;
  return Math.round((n / d) * 100) / 100;
}

/**
 * One connection's transcode: ffprobe reads what the encoder sends, then ffmpeg pulls it from
 * the local RTMP server and writes the HLS ladder to a work folder; every finished segment is
 * handed to the sink (which stores it in the media store) as soon as its playlist lists it.
 * ffmpeg ends by itself when the encoder leaves; `stop` ends it sooner. Nothing the encoder
 * sends is logged: ffmpeg's own words are kept for a failure only, and never printed raw.
 */
export class LiveTranscoder {
  private child: ChildProcess | undefined;
  private stopped = false;
  private readonly seen = new Set<string>();
  private readonly flagged = new Set<string>();

  constructor(
    private readonly options: LiveTranscoderOptions,
    private readonly sink: TranscoderSink,
  ) {}

  private async probe(): Promise<LiveProbe | undefined> {
    const { stdout } = await run(
      this.options.ffprobe,
      [
        '-v',
        'error',
        '-rw_timeout',
        '15000000',
        '-analyzeduration',
        '2000000',
        '-show_streams',
        '-of',
        'json',
        this.options.sourceUrl,
      ],
      { timeout: 20_000, maxBuffer: 1024 * 1024 },
    );
    const streams = (JSON.parse(stdout) as { streams?: ProbeStream[] }).streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video');
    const audio = streams.find((s) => s.codec_type === 'audio');
    if (!video?.width || !video.height) return undefined;
    return {
      width: video.width,
      height: video.height,
      fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
      videoCodec: (video.codec_name ?? '').slice(0, 20),
      videoKbps: Math.round(Number(video.bit_rate ?? 0) / 1000) || 0,
      audio: audio
        ? `${(audio.codec_name ?? '').slice(0, 20)} ${String(Number(audio.sample_rate ?? 0))} Hz ${(audio.channel_layout ?? `${String(audio.channels ?? 0)}ch`).slice(0, 20)}`
        : '',
    };
  }

  /** Runs until the input ends or `stop`; resolves how it ended once every segment is handed on. */
  async run(): Promise<TranscoderOutcome> {
    let probe: LiveProbe | undefined;
    // The stream exists once nginx has our answer to `on_publish`: a first try may be early.
    for (let attempt = 0; ; attempt += 1) {
      try {
        probe = await this.probe();
        break;
      } catch {
        if (this.stopped || attempt >= 5) return 'failed';
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    if (!probe) return 'noVideo';
    if (
      probe.width > INPUT_MAX.width ||
      probe.height > INPUT_MAX.height ||
      probe.fps > INPUT_MAX.fps
    )
      return 'tooLarge';
    if (this.stopped) return 'ended';
    const dir = this.options.workDir;
    await rm(dir, { recursive: true, force: true });
    const ladder = liveLadder(probe, dir);
    for (const r of ladder.renditions) await mkdir(join(dir, r.name), { recursive: true });
    await this.sink.onInput(probe, ladder.renditions);
    const child = spawn(
      this.options.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-rw_timeout',
        '15000000',
        '-i',
        this.options.sourceUrl,
        ...ladder.args,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.child = child;
    child.stderr.resume();
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        resolve(code);
      });
      child.once('error', () => {
        resolve(-1);
      });
    });
    const progress = { running: true, failed: false };
    void exited.then(() => {
      progress.running = false;
    });
    while (progress.running) {
      await new Promise((r) => setTimeout(r, this.options.pollMs));
      if (!(await this.collect(ladder.renditions))) progress.failed = true;
    }
    const code = await exited;
    // What ffmpeg finished on its way out.
    if (!(await this.collect(ladder.renditions))) progress.failed = true;
    await rm(dir, { recursive: true, force: true });
    // An encoder that leaves may make ffmpeg exit with an error: what it wrote is what counts.
    if (progress.failed) return 'failed';
    return code === 0 || this.wasStopped() || this.seen.size > 0 ? 'ended' : 'failed';
  }

  /** Read anew: `stop` may have come while `run` awaited. */
  private wasStopped(): boolean {
    return this.stopped;
  }

  private async collect(renditions: readonly PlaylistRendition[]): Promise<boolean> {
    let ok = true;
    for (const r of renditions) {
      let text: string;
      try {
        text = await readFile(join(this.options.workDir, r.name, 'index.m3u8'), 'utf8');
      } catch {
        continue;
      }
      for (const segment of segmentsOf(text)) {
        const key = `${r.name}/${segment.file}`;
        if (this.seen.has(key) || !/^[\w.-]+\.ts$/.test(segment.file)) continue;
        this.seen.add(key);
        const discontinuity = this.options.resumed && !this.flagged.has(r.name);
        this.flagged.add(r.name);
        try {
          const bytes = await readFile(join(this.options.workDir, r.name, segment.file));
          await this.sink.onSegment(r.name, bytes, segment.durationMs, discontinuity);
        } catch {
          ok = false;
        }
      }
    }
    return ok;
  }

  /** Ends ffmpeg (it writes its last segment on the way out; killed outright after 3 s). */
  stop(): void {
    this.stopped = true;
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGINT');
    setTimeout(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    }, 3_000).unref();
  }
}
