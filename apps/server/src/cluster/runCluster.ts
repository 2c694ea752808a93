import { HEALTH_CHECK } from './startHaproxy.ts';
import { startCluster } from './startCluster.ts';

/**
 * `npm run cluster`: PostgreSQL, Redis, three servers, HAProxy and Varnish in front of it on
 * this machine, with the environment `npm start` takes (PORT is the edge's: where readers go);
 * Ctrl-C or SIGTERM stops all of it and removes its files.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  console.log('starting PostgreSQL, Redis, three servers, HAProxy and Varnish…');
  const starting = startCluster({
    edge: { port: Number.isInteger(port) ? port : 8080 },
    onOutput: (name, chunk) => {
      for (const line of chunk.split('\n'))
        if (line.trim() !== '') console.log(`[${name}] ${line}`);
    },
  });
  const state = { stopping: false };
  const stop = (signal: NodeJS.Signals): void => {
    if (state.stopping) return;
    state.stopping = true;
    console.log(
      `\n${signal}: stopping the edge, the balancer, the servers (they drain), Redis and PostgreSQL…`,
    );
    // A signal during start-up stops what has started once it has (a failed start cleans up itself).
    void starting
      .then((cluster) => cluster.stop())
      .catch(() => undefined)
      .then(() => {
        console.log('cluster stopped');
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const cluster = await starting;
  if (state.stopping) return;
  const edge = cluster.edge;
  if (!edge) throw new Error('the cluster started without its edge');
  console.log(`
Regional news (cluster) is running at ${edge.url}/

  edge         Varnish (${edge.instanceDir}), public reads kept and purged by the servers at ${edge.purgeUrl}
  balancer     HAProxy at ${cluster.url}/, round robin, /readyz checked every ${String(HEALTH_CHECK.intervalMs)} ms; statistics at ${cluster.haproxy.statsUrl}
  servers      ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}
  live ingest  ${cluster.ingestUrl} (s1 takes encoders; every server serves the stream)
  PostgreSQL   ${cluster.postgresUrl}
  Redis        ${cluster.redisUrl}
  media        ${cluster.mediaDir}

Ctrl-C stops everything and removes its files.
`);
}

main().catch((error: unknown) => {
  console.error('cluster failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
