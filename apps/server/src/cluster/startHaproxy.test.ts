import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawRequest.ts';
import { PROXY_ONLY_HEADERS } from './proxyOnlyHeaders.ts';
import { startHaproxy, type RunningHaproxy } from './startHaproxy.ts';

/** Every header only proxies may write, as a client would forge it. */
const FORGED = Object.fromEntries(
  PROXY_ONLY_HEADERS.map((name) => [name.toLowerCase(), 'attacker.example']),
);

/**
 * The cluster's balancer in front of a server that says what it was sent: the forwarded
 * headers a client writes never reach it (issue 39), as the front door (`npm run cluster`
 * without the edge) or behind the edge, whose scheme it passes on.
 */
describe('the balancer’s forwarded headers', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'news-haproxy-'));
  let backend: Server;
  const balancers: RunningHaproxy[] = [];

  beforeAll(async () => {
    backend = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.headers));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const balancer of balancers) await balancer.stop();
    await new Promise((resolve) => backend.close(resolve));
    rmSync(workDir, { recursive: true, force: true });
  });

  async function seenThrough(behindEdge: boolean, headers: Record<string, string>) {
    const port = (backend.address() as { port: number }).port;
    const balancer = await startHaproxy(
      mkdtempSync(join(workDir, 'balancer-')),
      0,
      [{ name: 's1', port }],
      behindEdge,
    );
    balancers.push(balancer);
    const deadline = Date.now() + 10_000;
    while ((await balancer.serverStatus('s1')) !== 'UP' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await rawRequest(`${balancer.url}/probe`, { headers });
    return JSON.parse(answer.body.toString('utf8')) as Record<string, string | undefined>;
  }

  it('as the front door, passes none on and says plain HTTP itself', async () => {
    const seen = await seenThrough(false, FORGED);
    for (const name of PROXY_ONLY_HEADERS.filter((n) => n !== 'X-Forwarded-Proto'))
      expect(seen[name.toLowerCase()], name).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBe('http');
    // The address it was reached from, appended for the servers to count back to.
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('behind the edge, passes on only the scheme the edge names', async () => {
    const seen = await seenThrough(true, { ...FORGED, 'x-forwarded-proto': 'https' });
    for (const name of PROXY_ONLY_HEADERS.filter((n) => n !== 'X-Forwarded-Proto'))
      expect(seen[name.toLowerCase()], name).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBe('https');
  });
});
