import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';
import { answerTracesInPng, pngChunkTypes } from '../testing/answerTracesInPng.ts';
import { sealPassword } from '../testing/sealPassword.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { solveProofOfWork } from '../testing/solveProofOfWork.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const REFUSED = 'The verification code is wrong or has expired. Tap the picture for a new one.';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * The captcha as a client meets it over HTTP (docs/adr/0021-captcha.md): a picture with no
 * answer in its bytes, and a proof-of-work challenge that signs a reader up with no reading.
 */
describe.each(embeddedEngine())('the captcha over HTTP on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  /** The server's own short-lived store: where the picture's answer is, for the test to compare. */
  let store: ShortLivedStore | undefined;
  let publicKey = '';
  let readers = 0;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    // No TEST_CAPTCHA: every code here is a real one.
    server = await startTestServer(database, {}, (services) => {
      store = services.store;
      return [];
    });
    const key = await fetch(`${server.baseUrl}/enapi/gov/publicKey/getPublicKey.do`, {
      headers: signedHeaders('en'),
    });
    publicKey = ((await key.json()) as { data: { publicKey: string } }).data.publicKey;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const picture = (deviceId: string) =>
    fetch(`${server.baseUrl}/enapi/code?deviceId=${encodeURIComponent(deviceId)}`);

  async function challenge(deviceId: string) {
    const res = await fetch(`${server.baseUrl}/enapi/code/challenge`, {
      headers: signedHeaders('en', { deviceId }),
    });
    return { res, envelope: (await res.json()) as Envelope };
  }

  async function register(deviceId: string, code: string): Promise<Envelope> {
    readers += 1;
    const password = sealPassword(publicKey, 'Harbour#2026');
    const res = await fetch(`${server.baseUrl}/enapi/register.do`, {
      method: 'POST',
      headers: signedHeaders('en', { deviceId, 'content-type': 'application/json' }),
      body: JSON.stringify({
        username: `reader_pow_${String(readers)}`,
        password,
        confirmPassword: password,
        code,
        question: 'firstPet',
        answer: 'Mimi',
      }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Envelope;
  }

  it('sends the picture as a PNG, never stored, with its answer in none of its bytes', async () => {
    const res = await picture('device-png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const png = Buffer.from(await res.arrayBuffer());
    expect(pngChunkTypes(png)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const answer = await store?.get('captcha:device-png');
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    expect(answerTracesInPng(png, answer ?? '')).toEqual([]);
  });

  it('draws a new picture at every fetch, and only the newest one’s answer counts', async () => {
    const first = Buffer.from(await (await picture('device-two')).arrayBuffer());
    const firstAnswer = await store?.get('captcha:device-two');
    const second = Buffer.from(await (await picture('device-two')).arrayBuffer());
    const secondAnswer = await store?.get('captcha:device-two');
    expect(first.equals(second)).toBe(false);
    if (firstAnswer !== secondAnswer)
      expect((await register('device-two', firstAnswer ?? '')).msg).toContain('verification code');
    await picture('device-two');
    const answer = (await store?.get('captcha:device-two')) ?? '';
    // A person reading the picture: their answer, in any case, once.
    expect((await register('device-two', answer.toLowerCase())).code).toBe(1);
    expect((await register('device-two', answer)).msg).toBe(REFUSED);
  });

  it('hands out a challenge for the signed device, never to be kept, and takes its solution once', async () => {
    const { res, envelope } = await challenge('device-pow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(envelope.code).toBe(1);
    const data = envelope.data as { challenge: string; difficulty: number };
    expect(data.difficulty).toBe(16);
    const code = solveProofOfWork(data);
    expect(code.length).toBeLessThanOrEqual(10);
    // Not from another device; then from its own, once.
    expect((await register('device-other', code)).code).toBe(0);
    expect((await register('device-pow', code)).code).toBe(1);
    expect((await register('device-pow', code)).msg).toBe(REFUSED);
  });

  it('refuses a wrong nonce and burns the challenge with it', async () => {
    const data = (await challenge('device-wrong')).envelope.data as {
      challenge: string;
      difficulty: number;
    };
    const code = solveProofOfWork(data);
    // Another nonce: at 16 bits, a nonce other than the first solution almost never solves it.
    expect((await register('device-wrong', code === 'pow:0' ? 'pow:1' : 'pow:0')).code).toBe(0);
    expect((await register('device-wrong', code)).code).toBe(0);
  });

  it('refuses a challenge without a signature, as every other call', async () => {
    const res = await fetch(`${server.baseUrl}/enapi/code/challenge`);
    expect(res.status).toBe(403);
  });
});
