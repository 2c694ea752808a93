import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { ServerLifecycle } from '../http/ServerLifecycle.ts';
import type { SharedState } from '../state/SharedState.ts';

/** A dependency that has not answered in this long counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'unavailable';

export interface HealthOptions {
  database: DatabaseHandle;
  state: SharedState;
  lifecycle: ServerLifecycle;
}

/**
 * `/healthz`: the process is alive and answering (restart it when this fails). `/readyz`: it can
 * serve — its database and, when configured, Redis answer, and it is not shutting down; a load
 * balancer sends requests only to instances whose /readyz answers 200. Neither needs a signature.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const { database, state, lifecycle } = options;
  // Balancers ask every second or so: their requests are not logged one by one.
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, () => ({ status: 'ok', database: database.dialect }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const [db, redis] = await Promise.all([
      check(sql`select 1`.execute(database.db)),
      state.kind === 'redis' ? check(state.ping()) : undefined,
    ]);
    const ready = !lifecycle.draining && db === 'ok' && redis !== 'unavailable';
    const status = lifecycle.draining ? 'draining' : ready ? 'ready' : 'unavailable';
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status, database: db, ...(redis ? { redis } : {}) });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Clients holding a connection open move to another instance for their next request.
    if (lifecycle.draining) reply.header('Connection', 'close');
    return payload;
  });
}

async function check(work: Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => {
      resolve('unavailable');
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.then((): Check => 'ok'), timeout]);
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
