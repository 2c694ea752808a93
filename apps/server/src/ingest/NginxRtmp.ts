import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ensurePortFree } from '../http/PortTakenError.ts';

/** Debian's `libnginx-mod-rtmp` puts the module here. */
const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

export interface NginxRtmpOptions {
  nginx: string;
  /** Where its configuration, pid and error log go. */
  workDir: string;
  host: string;
  port: number;
  /** The loopback address of the callbacks (`on_publish` and the rest), e.g. `http://127.0.0.1:5000`. */
  callbackBase: string;
  /** Largest RTMP message accepted, in bytes: bounds what one encoder can make it buffer. */
  maxMessageBytes: number;
}

/**
 * The RTMP ingest: nginx with Debian's RTMP module, one process run as this server's child. It
 * asks this server over loopback HTTP whether a stream key may publish (`on_publish`, at
 * connect), tells it when the encoder leaves (`on_publish_done`), and every few seconds asks
 * whether the encoder may go on (`on_update`: a 4xx drops it, so an ended broadcast's encoder
 * is cut off). Only loopback may play a stream — the transcoder — never the Internet.
 */
export class NginxRtmp {
  private child: ChildProcess | undefined;
  private lastWords = '';

  constructor(private readonly options: NginxRtmpOptions) {}

  configText(): string {
    const o = this.options;
    const cb = o.callbackBase;
    return `load_module ${RTMP_MODULE};
daemon off;
master_process off;
pid ${join(o.workDir, 'nginx.pid')};
error_log stderr warn;
worker_rlimit_nofile 4096;
events { worker_connections 512; }
rtmp {
  server {
    listen ${o.host.includes(':') ? `[${o.host}]` : o.host}:${String(o.port)};
    chunk_size 4096;
    max_message ${String(o.maxMessageBytes)};
    timeout 20s;
    ping 10s;
    ping_timeout 10s;
    application live {
      live on;
      record off;
      allow play 127.0.0.1;
      deny play all;
      drop_idle_publisher 10s;
      # The transcoder is let go as soon as its encoder leaves, so it writes its last segment then.
      idle_streams off;
      sync 300ms;
      on_publish ${cb}/publish;
      on_publish_done ${cb}/publish_done;
      on_update ${cb}/update;
      notify_update_timeout 3s;
      notify_relay_redirect off;
    }
  }
}
`;
  }

  /** Starts nginx and resolves once its RTMP port answers. */
  async start(): Promise<void> {
    if (!existsSync(RTMP_MODULE))
      throw new Error(
        `the RTMP module is not installed (${RTMP_MODULE}): apt-get install nginx libnginx-mod-rtmp, or set INGEST=false`,
      );
    // nginx retries a taken port for seconds before it gives up, and meanwhile the port answers
    // for the other process: ask first, so a taken port is said as such and never as listening.
    await ensurePortFree(this.options.host, this.options.port);
    await mkdir(this.options.workDir, { recursive: true });
    const conf = join(this.options.workDir, 'nginx.conf');
    await writeFile(conf, this.configText());
    const child = spawn(
      this.options.nginx,
      ['-p', this.options.workDir, '-c', conf, '-e', 'stderr'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.child = child;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      this.lastWords = (this.lastWords + chunk).slice(-2000);
    });
    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code) => {
        reject(new Error(`nginx exited with ${String(code)}: ${this.lastWords.trim()}`));
      });
      child.once('error', reject);
    });
    await Promise.race([this.waitForPort(), exited]);
    if (child.exitCode !== null) await exited;
  }

  private async waitForPort(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(this.options.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => {
          resolve(false);
        });
      });
      if (open) return;
      if (Date.now() > deadline) throw new Error('nginx did not open its RTMP port');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await gone;
    clearTimeout(timer);
  }
}
