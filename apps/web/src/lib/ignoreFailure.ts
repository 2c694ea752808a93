/**
 * The handler for a failure the reader need not hear about. Each caller says in a comment why
 * silence is right there; the failure still goes to the console at debug level with `what`
 * failed, for whoever investigates, without counting as an error.
 */
export function ignoreFailure(what: string): (error: unknown) => undefined {
  return (error) => {
    console.debug(`${what} failed (ignored)`, error);
    return undefined;
  };
}
