import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledServerArgs, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from './compiledServer.ts';

describe('the compiled server the tests start', () => {
  it('is started with the flags `npm start` gives it', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    const environment = Object.entries(SERVER_ENVIRONMENT).map(
      ([name, value]) => `${name}=${value}`,
    );
    expect(manifest.scripts.start).toContain(
      `${environment.join(' ')} exec node ${SERVER_NODE_FLAGS.join(' ')} dist/start.js`,
    );
    const args = compiledServerArgs();
    expect(args.slice(0, -1)).toEqual([...SERVER_NODE_FLAGS]);
    expect(args.at(-1)).toMatch(/apps\/server\/dist\/start\.js$/);
  });
});
