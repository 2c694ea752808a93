import type { SettableClock } from '../../services/shared/SettableClock.ts';
import type { ScheduledPublisher } from '../../services/editorial/ScheduledPublisher.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { postTestingClock } from '@news/contract/console/testingEndpoints';

/**
 * Test-only: moves the server's clock forward and runs the scheduler, so a browser test can see
 * a scheduled item publish without waiting for its time. Mounted only with NODE_ENV=test and
 * TEST_CLOCK=settable (the server warns at start), never otherwise.
 */
export function testingRoutes(
  clock: SettableClock,
  scheduler: ScheduledPublisher,
): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(postTestingClock, {
      summary: 'Tests only: move the clock forward and publish what is then due',
      access: 'public',
      handler: async ({ body }) => {
        clock.advance(body.advanceMs);
        const published = await scheduler.tick();
        return { now: clock.iso(), published: published.map(String) };
      },
    }),
  ];
}
