import type { MessageParams } from '../services/shared/DomainError.ts';
import type { ConsoleMessageKey } from './consoleMessages.ts';

export type ConsoleStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * A console call that did not succeed: the HTTP status (repeated as the body's `code`), the
 * message key said in the console's language, and `reason`, a stable word the console acts on
 * (`totpRequired` shows the code field, `mustChangePassword` the password form). The console's
 * edge throws it itself (sessions, CSRF, input) and makes it of the services' refusals
 * (`consoleErrors.ts`).
 */
export class ConsoleError extends Error {
  constructor(
    readonly status: ConsoleStatus,
    readonly messageKey: ConsoleMessageKey,
    readonly params: MessageParams = {},
    readonly reason: string = messageKey.replace(/^error\./, ''),
    /** Headers the answer carries: `Retry-After` on 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(messageKey);
  }

  static refused(key: ConsoleMessageKey, params?: MessageParams): ConsoleError {
    return new ConsoleError(400, key, params);
  }

  static forbidden(
    key: ConsoleMessageKey = 'error.forbidden',
    params?: MessageParams,
  ): ConsoleError {
    return new ConsoleError(403, key, params);
  }

  static notFound(): ConsoleError {
    return new ConsoleError(404, 'error.notFound');
  }
}
