import { createServer } from 'node:net';

/** A port this server needs is held by another process. */
export class PortTakenError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`port ${String(port)} on ${host} is taken by another process`);
    this.name = 'PortTakenError';
  }
}

/** Whether `error` is Node's "address in use" from a listen. */
export function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/**
 * Throws PortTakenError when another process listens on host:port. For a port a child process
 * (nginx) opens: its own refusal comes seconds later, after it has retried, and a connect in the
 * meantime would reach the other process and pass for it.
 */
export async function ensurePortFree(host: string, port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => {
      reject(isAddressInUse(error) ? new PortTakenError(host, port) : error);
    });
    probe.listen({ host, port, exclusive: true }, () => {
      probe.close(() => {
        resolve();
      });
    });
  });
}
