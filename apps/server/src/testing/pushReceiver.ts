import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** What the test's push service does with a message for a subscription. */
export type PushBehaviour = 'accept' | 'gone' | 'hold';

export interface ReceivedPush {
  /** The decrypted message, as the browser's service worker would get it. */
  payload: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID public key the sender signed with (`k=`), its JWT checked. */
  vapidKey: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  behaviour: PushBehaviour;
  received: ReceivedPush[];
  /** Messages the service took and never answered (`hold`). */
  held: number;
}

export interface PushReceiver {
  baseUrl: string;
  /** A new browser's push subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(name: string, behaviour?: PushBehaviour): TestSubscription;
  behave(name: string, behaviour: PushBehaviour): void;
  received(name: string): readonly ReceivedPush[];
  held(name: string): number;
  /** Requests refused for a bad VAPID signature or an undecryptable body (must stay 0). */
  readonly rejected: readonly string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer): string => buffer.toString('base64url');

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256 by k, for this origin, in date. */
function checkVapid(authorization: string | undefined, origin: string): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const [token, k] = [match[1], match[2]];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return undefined;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const [head, body, signature] = token.split('.') as [string, string, string];
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) return undefined;
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (header.alg !== 'ES256' || claims.aud !== origin) return undefined;
  if (claims.exp === undefined || claims.exp < now || claims.exp > now + 24 * 3600)
    return undefined;
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? '')) return undefined;
  return k;
}

/** Decrypts an `aes128gcm` message (RFC 8188) with the subscription's keys (RFC 8291). */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service (RFC 8030) on a random 127.0.0.1 port, as a browser's would be: each
 * subscription's endpoint is an address of it; a message must carry a valid VAPID JWT and
 * decrypt with the subscription's keys, or it is refused (400/401) and noted in `rejected`.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, Browser>();
  const rejected: string[] = [];
  const heldResponses = new Set<ServerResponse>();
  let origin = '';

  /** The push service's answer to one message: a status, or none (`hold`). */
  const take = (req: IncomingMessage, body: Buffer): number | 'hold' => {
    const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const browser = browsers.get(name);
    if (req.method !== 'POST' || !browser) return 404;
    const vapidKey = checkVapid(req.headers.authorization, origin);
    if (!vapidKey) {
      rejected.push(`${name}: VAPID`);
      return 401;
    }
    const ttl = req.headers.ttl;
    if (req.headers['content-encoding'] !== 'aes128gcm' || ttl === undefined) {
      rejected.push(`${name}: headers`);
      return 400;
    }
    if (browser.behaviour === 'gone') return 410;
    if (browser.behaviour === 'hold') {
      browser.held++;
      return 'hold';
    }
    let payload: string;
    try {
      payload = decrypt(body, browser);
    } catch {
      rejected.push(`${name}: decryption`);
      return 400;
    }
    browser.received.push({
      payload,
      ttl: String(ttl),
      urgency: req.headers.urgency as string | undefined,
      topic: req.headers.topic as string | undefined,
      vapidKey,
    });
    return 201;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = take(req, Buffer.concat(chunks));
      if (status === 'hold') heldResponses.add(res);
      else res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('push receiver did not bind');
  origin = `http://127.0.0.1:${String(address.port)}`;

  const browserOf = (name: string): Browser => {
    const browser = browsers.get(name);
    if (!browser) throw new Error(`no browser ${name}`);
    return browser;
  };

  return {
    baseUrl: origin,
    subscribe(name, behaviour = 'accept') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(name, { ecdh, auth, behaviour, received: [], held: 0 });
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    behave(name, behaviour) {
      browserOf(name).behaviour = behaviour;
    },
    received: (name) => browserOf(name).received,
    held: (name) => browserOf(name).held,
    rejected,
    close() {
      for (const res of heldResponses) res.destroy();
      return new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}
