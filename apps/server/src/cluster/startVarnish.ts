import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ChildService } from './ChildService.ts';
import { systemProgram } from './systemProgram.ts';

/** The repository's VCL (docs/adr/0019) and the example of what a deployment adds to it. */
export const VARNISH_DIR = resolve(import.meta.dirname, '../../varnish');

export interface RunningVarnish {
  /** Where readers go. */
  url: string;
  /** Where the servers send purges (their EDGE_PURGE_URLS). */
  purgeUrl: string;
  /** The instance's working directory (`varnishd -n`, what varnishstat and varnishlog take). */
  instanceDir: string;
  service: ChildService;
  /** Varnish's counters (`varnishstat -1 -j`), by name: `MAIN.cache_hit`, `MAIN.client_req`... */
  counters(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export interface VarnishOptions {
  /** Where readers connect and where purges arrive, on 127.0.0.1. */
  port: number;
  purgePort: number;
  /** The balancer (or server) in front of which Varnish stands. */
  backendPort: number;
  /** Its health address: 200 while it can answer. */
  healthPath: string;
  /**
   * The origins readers reach the site at, canonical first (the servers' PUBLIC_ORIGIN): the
   * only Host values the edge keeps copies for. Without them, its own public listener's:
   * `http://127.0.0.1:<port>` and `http://localhost:<port>`.
   */
  publicOrigins?: readonly string[];
}

/**
 * What news.vcl includes for this machine: the balancer with a probe every half second (sick
 * after two failures: the balancer itself marks servers down within a second), purges taken
 * from this machine only, and the site's public origins.
 */
export function localBackendVcl(
  backendPort: number,
  healthPath: string,
  publicOrigins: readonly string[],
): string {
  return `backend origin {
	.host = "127.0.0.1";
	.port = "${String(backendPort)}";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.probe = {
		.url = "${healthPath}";
		.interval = 500ms;
		.timeout = 1s;
		.window = 3;
		.threshold = 2;
		.initial = 2;
	}
}

acl purgers {
	"127.0.0.1";
}

${publicOriginVcl(publicOrigins)}`;
}

/** A host name, with its port when not the scheme's own: nothing a VCL string could not hold. */
const HOST = /^[a-z0-9.:[\]-]+$/;

/**
 * `news_public_origin`, which news.vcl calls on every request (backend.example.vcl says it in
 * words): a Host that is none of the origins' becomes the canonical one's, and the servers are
 * told the scheme readers use at each (X-Forwarded-Proto), which no client may say.
 */
export function publicOriginVcl(publicOrigins: readonly string[]): string {
  const schemes = new Map<string, string>();
  for (const origin of publicOrigins) {
    const url = new URL(origin);
    if (!HOST.test(url.host)) throw new Error(`not a public origin: ${origin}`);
    if (!schemes.has(url.host)) schemes.set(url.host, url.protocol.replace(/:$/, ''));
  }
  const [canonical] = schemes;
  if (!canonical) throw new Error('the edge needs the origins readers reach it at');
  const proto = (scheme: string): string => `set req.http.X-Forwarded-Proto = "${scheme}";`;
  const known = [...schemes].map(
    ([host, scheme], i) =>
      `${i === 0 ? 'if' : '} elsif'} (req.http.Host == "${host}") {\n\t\t${proto(scheme)}\n\t`,
  );
  return `sub news_public_origin {
\t${known.join('')}} else {
\t\tset req.http.Host = "${canonical[0]}";
\t\t${proto(canonical[1])}
\t}
}
`;
}

/**
 * Debian's varnishd in the foreground (`-F`) as an instance of its own (`-n`, in `workDir`),
 * with the repository's VCL in front of the balancer: readers on `port`, purges on `purgePort`
 * (the listener named `purge`). No management port (`-T none`): the cluster stops it with a
 * signal. Started once the VCL is compiled and loaded (the purge listener answers).
 */
export async function startVarnish(
  workDir: string,
  options: VarnishOptions,
): Promise<RunningVarnish> {
  const dir = join(workDir, 'varnish');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'news-backend.vcl'),
    localBackendVcl(
      options.backendPort,
      options.healthPath,
      options.publicOrigins?.length
        ? options.publicOrigins
        : [`http://127.0.0.1:${String(options.port)}`, `http://localhost:${String(options.port)}`],
    ),
  );
  const instanceDir = join(dir, 'instance');
  const purgeUrl = `http://127.0.0.1:${String(options.purgePort)}/`;
  const service = await ChildService.start(
    'varnishd',
    systemProgram('varnishd'),
    [
      '-F',
      '-n',
      instanceDir,
      '-a',
      `public=127.0.0.1:${String(options.port)}`,
      '-a',
      `purge=127.0.0.1:${String(options.purgePort)}`,
      // Before `-f`: the VCL is compiled where it is named, with the path known by then.
      '-p',
      `vcl_path=${dir}:${VARNISH_DIR}`,
      '-f',
      join(VARNISH_DIR, 'news.vcl'),
      // No user switching: the cluster runs as whoever started it.
      '-j',
      'none',
      '-s',
      'malloc,256m',
      '-T',
      'none',
    ],
    {
      // The purge listener refuses a GET with 405 once the VCL is loaded.
      ready: async () => (await fetch(purgeUrl)).status === 405,
      timeoutMs: 60_000,
    },
  );
  return {
    url: `http://127.0.0.1:${String(options.port)}`,
    purgeUrl,
    instanceDir,
    service,
    counters: () => varnishCounters(instanceDir),
    stop: () => service.stop('SIGTERM'),
  };
}

const run = promisify(execFile);

async function varnishCounters(instanceDir: string): Promise<Record<string, number>> {
  const { stdout } = await run(systemProgram('varnishstat'), ['-n', instanceDir, '-1', '-j']);
  const parsed = JSON.parse(stdout) as { counters?: Record<string, { value?: number }> };
  const counters: Record<string, number> = {};
  for (const [name, counter] of Object.entries(parsed.counters ?? {}))
    counters[name] = counter.value ?? 0;
  return counters;
}
