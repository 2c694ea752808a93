/**
 * Messages between the instances behind one balancer, for state each keeps in its own memory
 * (who has which item open, docs/adr/0026): a message sent here reaches every other instance,
 * never the sender. Best effort: a message lost while Redis is away is made good by the next.
 */
export interface InstanceMessages {
  send(message: string): void;
  /** Calls `listener` with every message another instance sends. */
  listen(listener: (message: string) => void): void;
}

/** A single server's: nobody else to tell. */
export const NO_OTHER_INSTANCES: InstanceMessages = {
  send: () => undefined,
  listen: () => undefined,
};
