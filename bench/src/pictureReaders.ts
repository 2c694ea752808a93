/**
 * Readers' GETs for the picture benchmark (`pictureBench.ts`), in a process of their own so the
 * load generator does not run on the server's event loop: the home page's list, each request
 * freshly signed as the app signs it. On each line `report` read from stdin it prints, as one
 * JSON line, the answers since the previous report, the failed ones and their latency p50/p99
 * (ms); it stops when stdin closes.
 */
import { createInterface } from 'node:readline';
import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildSignedHeaders } from '@news/contract/signing';

const url = process.env.BENCH_URL ?? '';
const secret = process.env.BENCH_SECRET ?? '';
const connections = Number(process.env.BENCH_READER_CONNECTIONS ?? 8);

let answers = 0;
let failed = 0;
let latency = createHistogram();

const instance = autocannon(
  {
    url,
    connections,
    duration: 3600,
    requests: [
      {
        method: 'GET',
        path: '/enapi/cms/content/indexList?pageSize=10',
        // Each request gets its own timestamp and nonce: the server refuses replays.
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: buildSignedHeaders({
            platform: 'H5',
            deviceId: 'bench-reader',
            lang: 'en',
            secret,
            token: null,
          }),
        }),
      },
    ],
  },
  // With a callback autocannon answers the running instance, whose events give each answer.
  () => undefined,
);
instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
  answers += 1;
  if (status < 200 || status >= 300) failed += 1;
  latency.record(Math.max(1, Math.round(ms * 1000)));
});
instance.on('reqError', () => {
  failed += 1;
});

let first = true;
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() !== 'report') return;
  const send = (): void => {
    const toMs = (micros: number): number => micros / 1000;
    process.stdout.write(
      `${JSON.stringify({
        answers,
        failed,
        p50: toMs(latency.percentile(50)),
        p99: toMs(latency.percentile(99)),
      })}\n`,
    );
    answers = 0;
    failed = 0;
    latency = createHistogram();
  };
  // The first report waits for the first answer: the readers are then running.
  if (first && answers === 0) {
    first = false;
    instance.once('response', send);
  } else send();
});
lines.on('close', () => {
  instance.stop();
});
instance.on('done', () => {
  process.exit(0);
});
