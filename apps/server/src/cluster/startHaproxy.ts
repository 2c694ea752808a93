import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChildService } from './ChildService.ts';
import { freePort } from './freePort.ts';
import { PROXY_ONLY_HEADERS } from './proxyOnlyHeaders.ts';
import { systemProgram } from './systemProgram.ts';

export interface Backend {
  name: string;
  port: number;
}

export interface RunningHaproxy {
  url: string;
  /** HAProxy's statistics page (CSV at `<statsUrl>;csv`). */
  statsUrl: string;
  service: ChildService;
  /** The balancer's view of a server: `UP`, `DOWN`, `MAINT`, or a transition such as `UP 1/2`. */
  serverStatus(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The balancer's own health, answered by HAProxy itself: 503 while no server is up. The edge in
 * front checks it (cluster/startVarnish.ts) and serves its kept copies meanwhile.
 */
export const BALANCER_HEALTH_PATH = '/balancer-health';

/** How often the balancer asks each server's /readyz, and how many answers change its mind. */
export const HEALTH_CHECK = { intervalMs: 500, fall: 2, rise: 2 };

/**
 * The configuration: round robin over the servers, each checked on /readyz (a draining or
 * broken server is taken out after two failed checks); a request whose connection to a server
 * fails — nothing was sent, so any request may go again — is sent to another server. A request a
 * server received and did not answer (it was killed) is not replayed: it may have been a write.
 * Forwarded headers a client wrote are dropped (cluster/proxyOnlyHeaders.ts); behind the edge,
 * the scheme is the edge's to say (`X-Forwarded-Proto`), else this plain-HTTP listener's.
 */
export function haproxyConfig(
  port: number,
  statsPort: number,
  backends: readonly Backend[],
  behindEdge = false,
): string {
  const dropped = PROXY_ONLY_HEADERS.filter(
    (name) => !(behindEdge && name === 'X-Forwarded-Proto'),
  );
  const forwarded = [
    ...dropped.map((name) => `  http-request del-header ${name}`),
    ...(behindEdge ? [] : ['  http-request set-header X-Forwarded-Proto http']),
  ].join('\n');
  const check = `inter ${String(HEALTH_CHECK.intervalMs)}ms fastinter ${String(HEALTH_CHECK.intervalMs / 2)}ms downinter ${String(HEALTH_CHECK.intervalMs)}ms fall ${String(HEALTH_CHECK.fall)} rise ${String(HEALTH_CHECK.rise)}`;
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend news
  bind 127.0.0.1:${String(port)}
  monitor-uri ${BALANCER_HEALTH_PATH}
  monitor fail if { nbsrv(servers) lt 1 }
  # A client's own forwarded headers never reach the servers, which believe this hop (issue 39).
${forwarded}
  default_backend servers

backend servers
  balance roundrobin
  # Appends the address HAProxy was reached from to X-Forwarded-For; the servers trust this one
  # hop (TRUST_PROXY=1; 2 with Varnish in front), so a client cannot name its own address.
  option forwardfor
  option httpchk GET /readyz
  http-check expect status 200
  default-server ${check}
  # Which server answered: for the cluster's tests and for a person watching the balancing.
  http-response set-header X-Served-By %s
${backends.map((b) => `  server ${b.name} 127.0.0.1:${String(b.port)} check`).join('\n')}

listen stats
  bind 127.0.0.1:${String(statsPort)}
  stats enable
  stats uri /
  stats refresh 1s
`;
}

/**
 * Debian's HAProxy in the foreground on `port` (0: a free one) in front of the servers, and
 * behind the edge when there is one.
 */
export async function startHaproxy(
  workDir: string,
  port: number,
  backends: readonly Backend[],
  behindEdge = false,
): Promise<RunningHaproxy> {
  const listenPort = port === 0 ? await freePort() : port;
  const statsPort = await freePort();
  const file = join(workDir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(listenPort, statsPort, backends, behindEdge));
  const statsUrl = `http://127.0.0.1:${String(statsPort)}/`;
  const service = await ChildService.start(
    'haproxy',
    systemProgram('haproxy'),
    ['-f', file, '-db'],
    {
      ready: async () => (await fetch(statsUrl)).ok,
      timeoutMs: 20_000,
    },
  );
  return {
    url: `http://127.0.0.1:${String(listenPort)}`,
    statsUrl,
    service,
    async serverStatus(name) {
      const csv = await (await fetch(`${statsUrl};csv`)).text();
      const [header, ...rows] = csv.split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const statusAt = columns.indexOf('status');
      const row = rows
        .map((line) => line.split(','))
        .find((r) => r[0] === 'servers' && r[1] === name);
      return row?.[statusAt] ?? 'unknown';
    },
    stop: () => service.stop('SIGTERM'),
  };
}
