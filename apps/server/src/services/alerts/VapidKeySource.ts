import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { generateVapidKeys, type VapidKeyPair } from '../../push/WebPushSender.ts';

/**
 * The VAPID key pair: the configured one, else the one kept in the database — made by the first
 * server that needs it and read back by every other, so a cluster signs with one key and a
 * browser's subscription (made against the public key) keeps working across servers and restarts.
 */
export class VapidKeySource {
  #keys: Promise<VapidKeyPair> | undefined;

  constructor(
    private readonly repos: Pick<Repositories, 'alerts'>,
    private readonly configured: VapidKeyPair | undefined,
    private readonly clock: Clock,
  ) {}

  keys(): Promise<VapidKeyPair> {
    if (this.configured) return Promise.resolve(this.configured);
    this.#keys ??= this.load().catch((error: unknown) => {
      this.#keys = undefined;
      throw error;
    });
    return this.#keys;
  }

  private async load(): Promise<VapidKeyPair> {
    const kept = await this.repos.alerts.vapidKeys();
    if (kept) return kept;
    const made = generateVapidKeys();
    await this.repos.alerts.keepVapidKeys(made.publicKey, made.privateKey, this.clock.iso());
    const winner = await this.repos.alerts.vapidKeys();
    if (!winner) throw new Error('the VAPID key pair was not kept');
    return winner;
  }
}
