import { randomUUID } from 'node:crypto';
import type { RedisClientType } from '@redis/client';
import type { ChangeSignal } from './ChangeSignal.ts';
import type { InstanceMessages } from './InstanceMessages.ts';
import type { NonceLedger } from './NonceLedger.ts';
import type { SharedState } from './SharedState.ts';
import type { ShortLivedStore } from './ShortLivedStore.ts';

/** A command Redis does not answer in this long fails the request rather than holding it. */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;
/** Tries before start-up gives up on a Redis that is not there. */
const FIRST_CONNECT_TRIES = 5;

export interface RedisStateOptions {
  /** Put before every key and the channel name, so several deployments can share one Redis. */
  prefix?: string;
  /** Connection trouble (the client reconnects by itself); told once per outage. */
  onTrouble?: (message: string) => void;
}

type Client = RedisClientType;

/**
 * The short-lived state of several instances in one Redis (node-redis' `@redis/client`): every
 * value carries its expiry in Redis itself, single-use values are read and deleted in one
 * command (GETDEL), a claim is SET NX, a counter is INCR with the expiry set by its first
 * increment (PEXPIRE NX, in the same transaction). The change signal is Redis pub/sub, on a
 * connection of its own. Commands fail at once while Redis is unreachable (no offline queue), so
 * a request that needs the state is refused with a 500 rather than left waiting.
 */
export class RedisSharedState implements SharedState {
  readonly kind = 'redis';
  readonly store: ShortLivedStore;
  readonly nonces: NonceLedger;
  readonly changes: ChangeSignal;
  readonly presence: InstanceMessages;

  private constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    private readonly prefix: string,
    instance: string,
    listeners: ((change: string | undefined) => void)[],
    presenceListeners: ((message: string) => void)[],
  ) {
    this.store = new RedisShortLivedStore(client, prefix);
    this.nonces = {
      claim: async (nonce, ttlMs) =>
        (await client.set(`${prefix}nonce:${nonce}`, '1', {
          expiration: { type: 'PX', value: ttl(ttlMs) },
          condition: 'NX',
        })) === 'OK',
    };
    this.changes = {
      announce: (change) => {
        // A lost announcement costs at most one cache lifetime of staleness: not worth failing the write.
        const message = change === undefined ? instance : `${instance}\n${change}`;
        client.publish(changesChannel(prefix), message).catch(() => undefined);
      },
      listen: (listener) => {
        listeners.push(listener);
      },
    };
    this.presence = {
      send: (message) => {
        // Presence is refreshed every few seconds: a lost message is made good by the next one.
        client.publish(presenceChannel(prefix), `${instance}\n${message}`).catch(() => undefined);
      },
      listen: (listener) => {
        presenceListeners.push(listener);
      },
    };
  }

  /** Connects both connections (commands, and the subscription); fails when Redis is not there. */
  static async connect(url: string, options: RedisStateOptions = {}): Promise<RedisSharedState> {
    // Loaded only when Redis is configured: a single server does not carry the client.
    const { createClient } = await import('@redis/client');
    let connected = false;
    // Reconnection: quickly at first, then every 2 s for as long as Redis is away; but a Redis
    // that is not there at start-up stops the start, saying so.
    const reconnectStrategy = (retries: number, cause: Error): number | Error =>
      !connected && retries >= FIRST_CONNECT_TRIES ? cause : Math.min(50 * 2 ** retries, 2_000);
    const client: Client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy },
    });
    const subscriber = client.duplicate();
    for (const [name, connection] of [
      ['commands', client],
      ['subscription', subscriber],
    ] as const) {
      let healthy = true;
      connection.on('error', (error: unknown) => {
        if (!healthy) return;
        healthy = false;
        options.onTrouble?.(
          `Redis ${name} connection: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      connection.on('ready', () => {
        healthy = true;
      });
    }
    const prefix = options.prefix ?? 'news:';
    const instance = randomUUID();
    const listeners: ((change: string | undefined) => void)[] = [];
    const presenceListeners: ((message: string) => void)[] = [];
    try {
      await client.connect();
      await subscriber.connect();
      // Redis subscribes again by itself after a reconnection.
      await subscriber.subscribe(changesChannel(prefix), (message) => {
        // "<instance>" or "<instance>\n<change>" (an older instance sends the first).
        const cut = message.indexOf('\n');
        const sender = cut === -1 ? message : message.slice(0, cut);
        if (sender === instance) return;
        const change = cut === -1 ? undefined : message.slice(cut + 1);
        for (const listener of listeners) listener(change);
      });
      await subscriber.subscribe(presenceChannel(prefix), (message) => {
        const cut = message.indexOf('\n');
        if (cut === -1 || message.slice(0, cut) === instance) return;
        for (const listener of presenceListeners) listener(message.slice(cut + 1));
      });
      connected = true;
    } catch (error) {
      client.destroy();
      subscriber.destroy();
      throw new Error(
        `cannot reach Redis at ${redactedUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    return new RedisSharedState(client, subscriber, prefix, instance, listeners, presenceListeners);
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.client.close()]);
  }

  /** Keys under this state's prefix, for tests that look at what is kept. */
  async keys(pattern: string): Promise<string[]> {
    return this.client.keys(`${this.prefix}${pattern}`);
  }
}

class RedisShortLivedStore implements ShortLivedStore {
  constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const answer = await this.client.set(this.prefix + key, '1', {
      expiration: { type: 'PX', value: ttl(ttlMs) },
      condition: 'NX',
    });
    return answer === 'OK';
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const name = this.prefix + key;
    const [count] = await this.client.multi().incr(name).pExpire(name, ttl(ttlMs), 'NX').exec();
    return Number(count);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(this.prefix + key, value, {
      expiration: { type: 'PX', value: ttl(ttlMs) },
    });
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.client.get(this.prefix + key)) ?? undefined;
  }

  async take(key: string): Promise<string | undefined> {
    return (await this.client.getDel(this.prefix + key)) ?? undefined;
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}

function changesChannel(prefix: string): string {
  return `${prefix}public-reads-changed`;
}

function presenceChannel(prefix: string): string {
  return `${prefix}presence`;
}

/** Redis takes whole milliseconds, at least one. */
function ttl(ms: number): number {
  return Math.max(1, Math.ceil(ms));
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}
