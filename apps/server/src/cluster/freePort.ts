import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** How many ports below the system's ephemeral range a port is drawn from. */
const SPAN = 8000;
const TRIES = 50;

/**
 * A TCP port of 127.0.0.1 that nothing listens on now, for a program that takes its port as an
 * argument (Redis, PostgreSQL, HAProxy) and binds it a moment later — seconds later for
 * PostgreSQL. It is drawn at random from just below the system's ephemeral range: a port the
 * system hands out itself (to any `listen(0)` or outgoing connection of the tests running beside
 * this one) could be taken in that moment, and once was, in CI.
 */
export async function freePort(): Promise<number> {
  const low = ephemeralLow();
  if (low === undefined) return systemPort();
  const first = Math.max(1024, low - SPAN);
  for (let i = 0; i < TRIES; i += 1) {
    const port = first + Math.floor(Math.random() * (low - first));
    if (await canListen(port)) return port;
  }
  return systemPort();
}

/** The first port of the system's ephemeral range, where Linux says it. */
function ephemeralLow(): number | undefined {
  try {
    const low = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return Number.isInteger(low) && low > 1024 + 1000 ? low : undefined;
  } catch {
    return undefined;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/** A port the system picks (from its ephemeral range). */
function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}
