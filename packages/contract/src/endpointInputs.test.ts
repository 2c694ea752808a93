import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginBodySchema } from './accountSchemas.ts';
import type { Endpoint } from './endpoint.ts';
import { inputOf } from './endpointInputs.ts';
import { checkLogin } from './endpoints/account/checkLogin.ts';
import { code } from './endpoints/account/code.ts';

/** Every area's list of descriptors, the reader's and the console's. */
async function allCalls(): Promise<Endpoint[]> {
  const lists = [
    ...readdirSync(join(import.meta.dirname, 'endpoints'))
      .filter((name) => name.endsWith('Endpoints.ts'))
      .map((name) => join(import.meta.dirname, 'endpoints', name)),
    ...readdirSync(join(import.meta.dirname, 'console'))
      .filter((name) => name.endsWith('Endpoints.ts'))
      .map((name) => join(import.meta.dirname, 'console', name)),
  ];
  const calls: Endpoint[] = [];
  for (const file of lists)
    calls.push(...Object.values((await import(file)) as Record<string, Endpoint>));
  return calls;
}

describe("the server's side of each call", () => {
  it('is there for every descriptor of every area', async () => {
    const calls = await allCalls();
    expect(calls.length).toBeGreaterThan(140);
    const missing = calls.filter((call) => {
      try {
        inputOf(call);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it("is the descriptor's own: its input schemas, and a picture's documented answer", () => {
    expect(inputOf(checkLogin).body).toBe(loginBodySchema);
    expect(inputOf(checkLogin).query).toBeUndefined();
    expect(inputOf(code).answer?._zod.def.type).toBe('string');
    expect(code.response).not.toBe(inputOf(code).answer);
  });

  it('is refused for a call no area lists, so a forgotten area cannot go unchecked', () => {
    const stray: Endpoint = { method: 'GET', path: '/not/a/call', response: checkLogin.response };
    expect(() => inputOf(stray)).toThrow(/no input schemas for GET \/not\/a\/call/);
  });
});
