import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './startServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory a server seeded and stopped, for every later server to start from. */
    seededDataDir: string;
  }
}

/**
 * Vitest's global set-up, after the demo photographs: one server starts as `npm start` does on a
 * first run (migrate, seed all five sites, index the pictures) and stops; its directory is the
 * copy every server of the suite starts from. Returns the teardown that removes it.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const server = await startServer({}, { fresh: true, keep: true });
  await server.stop();
  project.provide('seededDataDir', server.dataDir);
  return () => {
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
