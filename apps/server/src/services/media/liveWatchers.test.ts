import { describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

describe.each(testEngines())('readers counted as watching on $name', (engine) => {
  const fixture = useServices(engine);

  it('counts browsers, not User-Agent strings one client makes up', async () => {
    const ingest = fixture.services.liveIngest;
    // One client, a new User-Agent on every playlist fetch.
    for (let i = 0; i < 200; i += 1)
      await ingest.noteWatcher(7, '203.0.113.9', `Mozilla/5.0 (made up ${String(i)})`);
    expect(await ingest.watching(7)).toBe(8);
    // Readers at their own addresses each count, and a reader's own refetches once.
    for (let i = 1; i <= 30; i += 1)
      for (let fetch = 0; fetch < 3; fetch += 1)
        await ingest.noteWatcher(7, `198.51.100.${String(i)}`, 'Mozilla/5.0 (Android 15)');
    expect(await ingest.watching(7)).toBe(38);
  });
});
