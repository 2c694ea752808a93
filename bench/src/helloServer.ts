/**
 * The ceiling for bench:api: a bare Fastify server with one JSON route, nothing else, on a free
 * port of 127.0.0.1. It prints its URL.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ code: 1, msg: 'OK', data: { hello: 'world' } }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address !== 'string')
  console.log(`hello at http://127.0.0.1:${String(address.port)}/`);
