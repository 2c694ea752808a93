import { connect, type Socket } from 'node:net';

export interface IdleFlood {
  /** Connections that have been answered at least once (accepted, or closed at once). */
  readonly answered: number;
  stop(): void;
}

/**
 * Idle TCP connections to a loopback port, held as an attacker holds them: each sends nothing,
 * and each one the server closes is opened again a second later. They come from `addresses`
 * loopback addresses (127.0.0.2 on), as from that many machines; the encoders of the tests
 * connect from 127.0.0.1, as from a machine of their own.
 */
export function idleFlood(port: number, connections: number, addresses: number): IdleFlood {
  const sockets = new Set<Socket>();
  const answered = new Set<number>();
  let stopped = false;
  const dial = (i: number): void => {
    if (stopped) return;
    const socket = connect({
      port,
      host: '127.0.0.1',
      localAddress: `127.0.0.${String(2 + (i % addresses))}`,
    });
    sockets.add(socket);
    socket.once('connect', () => answered.add(i));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      sockets.delete(socket);
      setTimeout(() => {
        dial(i);
      }, 1_000).unref();
    });
  };
  for (let i = 0; i < connections; i += 1) dial(i);
  return {
    get answered() {
      return answered.size;
    },
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}
