import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServerArgs, SERVER_ENVIRONMENT } from '../cli/compiledServer.ts';
import { ChildService } from './ChildService.ts';
import { freePort } from './freePort.ts';
import { BALANCER_HEALTH_PATH, startHaproxy, type RunningHaproxy } from './startHaproxy.ts';
import { startPostgres, type RunningPostgres } from './startPostgres.ts';
import { startRedis, type RunningRedis } from './startRedis.ts';
import { startVarnish, type RunningVarnish } from './startVarnish.ts';

export interface ClusterOptions {
  /** Server instances behind the balancer (3). */
  instances?: number;
  /** The environment every instance starts with, before the cluster's own settings (process.env). */
  env?: NodeJS.ProcessEnv;
  /** The balancer's port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Each instance's output as it comes, by instance name. */
  onOutput?: (instance: string, chunk: string) => void;
  /**
   * Varnish in front of the balancer (docs/adr/0019), readers on `port` (0: a free one); the
   * instances purge it. Without it, readers go to the balancer.
   */
  edge?: { port?: number };
}

export interface ClusterInstance {
  name: string;
  /** The instance itself, past the balancer. */
  url: string;
  service: ChildService;
}

export interface Cluster {
  /** The balancer: where readers and tests go. */
  url: string;
  postgresUrl: string;
  redisUrl: string;
  /** Where encoders push (the first instance's RTMP ingest). */
  ingestUrl: string;
  /** The directory every instance keeps media in (the "shared volume"). */
  mediaDir: string;
  instances: ClusterInstance[];
  haproxy: RunningHaproxy;
  /** The edge in front of the balancer, when asked for: where readers go then. */
  edge: RunningVarnish | undefined;
  /** The environment the instances were started with. */
  env: Record<string, string>;
  /** Stops the edge, the balancer, the instances (SIGTERM), Redis and PostgreSQL, and removes their files. */
  stop(): Promise<void>;
}

const RUNNING = /running at http:\/\/[^\s/]+:\d+\//;

/**
 * Several servers on one machine, as in production: a throwaway PostgreSQL and Redis, `count`
 * instances of the compiled server on free ports of 127.0.0.1, each started with the same
 * environment, and HAProxy in front. Keys the instances must share (the RSA key for password
 * fields, the data key) are generated once when the environment does not give them.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 3;
  const workDir = mkdtempSync(join(tmpdir(), 'news-cluster-'));
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    // Edge and balancer first, servers next (they drain), then what they use.
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const [postgres, redis] = await Promise.all([startPostgres(), startRedis(workDir)]);
    stops.push(
      () => postgres.stop(),
      () => redis.stop(),
    );
    // The edge's ports are known before the instances start: they are told where to purge.
    const edgePorts = options.edge
      ? { port: options.edge.port || (await freePort()), purgePort: await freePort() }
      : undefined;
    // Each proxy appends the address it was reached from to X-Forwarded-For: HAProxy, and
    // Varnish before it when there is an edge. The servers believe exactly that many entries.
    const proxyHops = options.edge ? 2 : 1;
    const env = clusterEnvironment(options.env ?? process.env, workDir, postgres, redis, proxyHops);
    if (edgePorts) env.EDGE_PURGE_URLS = `http://127.0.0.1:${String(edgePorts.purgePort)}/`;
    const args = compiledServerArgs();
    // One instance takes encoders (issue 27); every instance serves what it writes, through the
    // shared media directory and database.
    const rtmpPort = Number(env.INGEST_RTMP_PORT) || (await freePort());
    const ingestEnv = {
      INGEST: 'true',
      INGEST_RTMP_PORT: String(rtmpPort),
      INGEST_PUBLIC_URL: env.INGEST_PUBLIC_URL ?? `rtmp://127.0.0.1:${String(rtmpPort)}/live`,
    };
    const instances = await Promise.all(
      Array.from({ length: count }, async (_, i): Promise<ClusterInstance> => {
        const name = `s${String(i + 1)}`;
        const port = await freePort();
        const dataDir = join(workDir, name);
        mkdirSync(dataDir);
        const service = await ChildService.start(name, process.execPath, args, {
          env: {
            ...env,
            ...SERVER_ENVIRONMENT,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            ...(i === 0 ? ingestEnv : { INGEST: 'false' }),
          },
          ready: RUNNING,
          timeoutMs: 120_000,
          ...(options.onOutput
            ? { onOutput: (chunk: string) => options.onOutput?.(name, chunk) }
            : {}),
        });
        return { name, url: `http://127.0.0.1:${String(port)}`, service };
      }),
    );
    stops.push(async () => {
      await Promise.all(instances.map((instance) => instance.service.stop('SIGTERM')));
    });
    const haproxy = await startHaproxy(
      workDir,
      options.port ?? 0,
      instances.map((instance) => ({
        name: instance.name,
        port: Number(new URL(instance.url).port),
      })),
      edgePorts !== undefined,
    );
    stops.push(() => haproxy.stop());
    const edge = edgePorts
      ? await startVarnish(workDir, {
          ...edgePorts,
          backendPort: Number(new URL(haproxy.url).port),
          healthPath: BALANCER_HEALTH_PATH,
          // The names the servers link to: the edge keeps copies for those only.
          publicOrigins: (env.PUBLIC_ORIGIN ?? '')
            .split(',')
            .map((origin) => origin.trim().replace(/\/$/, ''))
            .filter((origin) => origin !== ''),
        })
      : undefined;
    if (edge) stops.push(() => edge.stop());
    return {
      url: haproxy.url,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      mediaDir: env.MEDIA_DIR ?? '',
      ingestUrl: ingestEnv.INGEST_PUBLIC_URL,
      instances,
      haproxy,
      edge,
      env,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** What every instance shares: the caller's environment, then the cluster's own services. */
function clusterEnvironment(
  given: NodeJS.ProcessEnv,
  workDir: string,
  postgres: RunningPostgres,
  redis: RunningRedis,
  proxyHops: number,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) if (value !== undefined) env[name] = value;
  const mediaDir = join(workDir, 'media');
  mkdirSync(mediaDir);
  return {
    ...env,
    RSA_PRIVATE_KEY_PEM: env.RSA_PRIVATE_KEY_PEM ?? rsaPrivateKeyPem(),
    DATA_KEY: env.DATA_KEY ?? randomBytes(32).toString('base64url'),
    MEDIA_DIR: mediaDir,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    CLUSTER: 'true',
    TRUST_PROXY: String(proxyHops),
  };
}

function rsaPrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}
