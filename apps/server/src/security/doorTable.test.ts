import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { AlertStreams } from '../http/AlertStreams.ts';
import { DOOR_LIMITS } from '../state/doorLimits.ts';
import { REPO_ROOT } from '../config.ts';
import { embeddedEngine } from '../testing/testDatabases.ts';
import { useServices } from '../testing/useServices.ts';
import { doorTable, isAnonymous, isWrite } from './doorTable.ts';

const TABLE = join(REPO_ROOT, 'docs', 'doors.md');

describe.each(embeddedEngine())('the doors of the reader API on $name', (engine) => {
  const fixture = useServices(engine);

  function routes() {
    const streams = new AlertStreams();
    try {
      return apiRoutes(fixture.services, streams);
    } finally {
      streams.close();
    }
  }

  it('gives every write anyone may make without signing in a limit per address', () => {
    const open = routes()
      .filter((route) => isWrite(route) && isAnonymous(route))
      .filter((route) => !(route.limits ?? []).some((door) => DOOR_LIMITS[door].per === 'address'))
      .map((route) => `${route.method} ${route.path}`);
    expect(open).toEqual([]);
  });

  it('are listed in docs/doors.md as the code has them', () => {
    const table = doorTable(routes());
    if (process.env.UPDATE_DOORS === '1') writeFileSync(TABLE, table);
    expect(readFileSync(TABLE, 'utf8')).toBe(table);
  });
});
