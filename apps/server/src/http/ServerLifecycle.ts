/**
 * Where the process is in its life, for the health checks: once it has been asked to stop it is
 * "draining" — still answering every request, but telling the load balancer (/readyz) and
 * clients (`Connection: close`) to go elsewhere, until it closes its port.
 */
export class ServerLifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  beginDraining(): void {
    this.#draining = true;
  }
}
