import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../cluster/freePort.ts';
import { ensurePortFree } from '../http/PortTakenError.ts';

/** Debian's `libnginx-mod-rtmp` and `libnginx-mod-stream` put the modules here. */
const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
const STREAM_MODULE = '/usr/lib/nginx/modules/ngx_stream_module.so';

/**
 * The encoders' door (issue 39): about 500 idle connections filled nginx's 512 and shut every
 * encoder out. An encoder needs one connection; a few per address leave room for a backup
 * encoder, a reconnect while the dropped connection times out, a newsroom behind one NAT.
 */
export const INGEST_DOOR = {
  /** Connections one address may hold; past that its new ones are closed at once. */
  perAddress: 8,
  /** Connections through the door in all, whatever their addresses. */
  total: 1024,
  /**
   * Seconds nginx waits for the next byte of a handshake (or to write to a client): a
   * connection that never speaks RTMP is closed after this. An encoder, even over a
   * satellite link, sends its handshake within a second.
   */
  timeoutSeconds: 10,
};

/**
 * nginx's connection slots: each connection through the door takes three (the client's, the
 * door's to RTMP, RTMP's from the door), with room left for the transcoders' connections and
 * the callbacks to this server, so that no flood the door admits leaves the callbacks without one.
 */
const WORKER_CONNECTIONS = INGEST_DOOR.total * 3 + 1024;

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

/** Loopback ports of the RTMP server behind the door. */
interface InnerPorts {
  /** Where the door hands its connections on, each led by its client's address (PROXY protocol). */
  door: number;
  /** Where this server's transcoders play streams from, past the door's limits. */
  play: number;
}

/**
 * The RTMP ingest: nginx with Debian's RTMP module, one process run as this server's child. It
 * asks this server over loopback HTTP whether a stream key may publish (`on_publish`, at
 * connect), tells it when the encoder leaves (`on_publish_done`), and every few seconds asks
 * whether the encoder may go on (`on_update`: a 4xx drops it, so an ended broadcast's encoder
 * is cut off). Encoders come in through nginx's stream module, which bounds connections per
 * address and in all (`INGEST_DOOR`) and tells RTMP each client's address, so that only
 * loopback may play a stream — the transcoder — never the Internet.
 */
export class NginxRtmp {
  private child: ChildProcess | undefined;
  private lastWords = '';
  private inner: InnerPorts | undefined;

  constructor(private readonly options: NginxRtmpOptions) {}

  /** Where a transcoder plays the stream of `key` from. */
  sourceUrl(key: string): string {
    if (!this.inner) throw new Error('the RTMP ingest is not started');
    return `rtmp://127.0.0.1:${String(this.inner.play)}/live/${key}`;
  }

  private configText(inner: InnerPorts): string {
    const o = this.options;
    const cb = o.callbackBase;
    const door = INGEST_DOOR;
    return `load_module ${STREAM_MODULE};
load_module ${RTMP_MODULE};
daemon off;
master_process off;
pid ${join(o.workDir, 'nginx.pid')};
error_log stderr warn;
worker_rlimit_nofile ${String(WORKER_CONNECTIONS * 2)};
events { worker_connections ${String(WORKER_CONNECTIONS)}; }
stream {
  limit_conn_zone $binary_remote_addr zone=per_address:1m;
  limit_conn_zone $server_port zone=in_all:64k;
  # A flood's refusals are not worth a line each.
  limit_conn_log_level info;
  server {
    listen ${o.host.includes(':') ? `[${o.host}]` : o.host}:${String(o.port)};
    limit_conn per_address ${String(door.perAddress)};
    limit_conn in_all ${String(door.total)};
    proxy_pass 127.0.0.1:${String(inner.door)};
    proxy_protocol on;
    proxy_connect_timeout 5s;
    # RTMP pings every client each 10 s: only a connection that stalled stays silent this long.
    proxy_timeout 30s;
  }
}
rtmp {
  server {
    listen 127.0.0.1:${String(inner.door)} proxy_protocol;
    listen 127.0.0.1:${String(inner.play)};
    chunk_size 4096;
    max_message ${String(o.maxMessageBytes)};
    timeout ${String(door.timeoutSeconds)}s;
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
    for (const module of [RTMP_MODULE, STREAM_MODULE])
      if (!existsSync(module))
        throw new Error(
          `an nginx module is not installed (${module}): apt-get install nginx libnginx-mod-rtmp libnginx-mod-stream, or set INGEST=false`,
        );
    // nginx retries a taken port for seconds before it gives up, and meanwhile the port answers
    // for the other process: ask first, so a taken port is said as such and never as listening.
    await ensurePortFree(this.options.host, this.options.port);
    await mkdir(this.options.workDir, { recursive: true });
    const conf = join(this.options.workDir, 'nginx.conf');
    const door = await freePort();
    let play = await freePort();
    while (play === door) play = await freePort();
    this.inner = { door, play };
    await writeFile(conf, this.configText(this.inner));
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
