import autocannon from 'autocannon';
import { buildSignedHeaders } from '@news/contract/signing';
const [url, path, method, body] = process.argv.slice(2) as [string, string, string, string?];
const result = await autocannon({
  url,
  connections: 50,
  duration: Number(process.env.SECS ?? 6),
  requests: [
    {
      method: method as 'GET',
      path,
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        headers: {
          ...buildSignedHeaders({
            platform: 'H5',
            deviceId: 'probe',
            lang: 'en',
            secret: 'bench-sign-secret',
          }),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
      }),
    },
  ],
});
console.log(
  path,
  result.requests.average,
  'req/s',
  'p99',
  result.latency.p99,
  'non2xx',
  result.non2xx,
);
