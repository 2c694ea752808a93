import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { PROXY_ONLY_HEADERS } from '../cluster/proxyOnlyHeaders.ts';
import { localBackendVcl, VARNISH_DIR } from '../cluster/startVarnish.ts';
import { systemProgram } from '../cluster/systemProgram.ts';
import { translate } from '../i18n/serverMessages.ts';

const run = promisify(execFile);
const vcl = readFileSync(join(VARNISH_DIR, 'news.vcl'), 'utf8');

/**
 * The VCL as Varnish reads it, and what it repeats of the server and the cluster: the API
 * prefixes of the five sites, the words of the envelope it answers with when no server can,
 * and the forwarded headers only proxies may write.
 */
describe('the edge’s VCL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'news-vcl-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [
      'the cluster’s backend',
      () => localBackendVcl(8080, '/balancer-health', ['http://127.0.0.1:8080']),
    ],
    [
      'several public origins',
      () =>
        localBackendVcl(8080, '/readyz', [
          'https://news.example.com',
          'https://www.news.example.com',
          'http://news.example.com:8443',
        ]),
    ],
    ['the example backend', () => readFileSync(join(VARNISH_DIR, 'backend.example.vcl'), 'utf8')],
  ])('compiles with %s', async (_name, backend) => {
    writeFileSync(join(dir, 'news-backend.vcl'), backend());
    // `-C`: translate to C and stop; a VCL error fails with its line.
    await expect(
      run(systemProgram('varnishd'), [
        '-C',
        // As whoever runs the test: Varnish's own user could not read the temporary directory.
        '-j',
        'none',
        '-n',
        join(dir, 'instance'),
        // Before `-f`: the VCL is compiled where it is named, with the path known by then.
        '-p',
        `vcl_path=${dir}:${VARNISH_DIR}`,
        '-f',
        join(VARNISH_DIR, 'news.vcl'),
      ]),
    ).resolves.toBeDefined();
  });

  it('drops every forwarded header only proxies may write, before anything else reads the request', () => {
    const recv =
      /sub vcl_recv \{\n\tif \(req\.restarts == 0\) \{\n([\s\S]*?)\n\t\}/.exec(vcl)?.[1] ?? '';
    const unset = [...recv.matchAll(/^\t\tunset req\.http\.([\w-]+);/gm)].map((m) => m[1]);
    for (const header of PROXY_ONLY_HEADERS) expect(unset, header).toContain(header);
    // Then the site's own name and scheme, from the deployment's news-backend.vcl.
    expect(recv).toMatch(/call news_public_origin;$/);
  });

  it('knows the API prefix of every site, and only those', () => {
    const prefixes = [...vcl.matchAll(/\^\/\(([a-z|]+)\)\//g)].map((m) => m[1]);
    expect(prefixes.length).toBeGreaterThan(0);
    const expected = SITES.map((site) => site.prefix.slice(1)).sort();
    for (const alternatives of prefixes) expect(alternatives?.split('|').sort()).toEqual(expected);
  });

  it('says the servers’ own words when none of them can answer, in each site’s language', () => {
    for (const site of SITES) {
      const branch = new RegExp(
        site.prefix === '/enapi'
          ? '} else {\\s*set beresp\\.http\\.X-Edge-Message = "([^"]*)"'
          : `"\\^${site.prefix}/"\\) \\{\\s*set beresp\\.http\\.X-Edge-Message = "([^"]*)"`,
      ).exec(vcl);
      expect(branch?.[1], site.lang).toBe(translate(site.lang, 'error.unavailable'));
    }
  });
});
