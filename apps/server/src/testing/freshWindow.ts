import { postTestingClock } from '@news/contract/console/testingEndpoints';
import { ConsoleClient } from './consoleClient.ts';

/**
 * Moves a test server's clock (TEST_CLOCK=settable) to the start of the next window of the given
 * length, so a test's tries all fall in one fixed window however slowly the machine runs them.
 */
export async function freshWindow(baseUrl: string, windowSeconds: number): Promise<void> {
  const client = new ConsoleClient(baseUrl);
  const at = await client.call<{ now: string }>('POST', postTestingClock.path, { advanceMs: 0 });
  const windowMs = windowSeconds * 1000;
  const nowMs = Date.parse(at.body.data.now);
  await client.call('POST', postTestingClock.path, { advanceMs: windowMs - (nowMs % windowMs) });
}
