import { createServer } from 'node:net';

/**
 * A TCP port of 127.0.0.1 that nothing listens on now: the system picks it, and it is handed on
 * to a program that takes its port as an argument (Redis, PostgreSQL, HAProxy).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}
