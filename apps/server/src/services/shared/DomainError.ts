import type { MessageKey } from './messageKeys.ts';

/**
 * What kind of "no" a service said. Each edge turns it into its own answer: the reader API into
 * its envelope's code 0 or 401, or a protocol status; the console into an HTTP status; the
 * operator CLI into a line on the terminal.
 */
export type DomainErrorKind =
  /** A rule said no: a value beyond what the schema checks, a row in the wrong state. */
  | 'refused'
  /** Who is asking is not known: signed out, a wrong password or code. */
  | 'unauthorized'
  /** Known, but not allowed: another site's row, a role without the right. */
  | 'forbidden'
  | 'notFound'
  /** Someone changed the row since it was read. */
  | 'conflict'
  | 'tooLarge'
  /** Too many tries: wait before the next. */
  | 'rateLimited';

/**
 * A value put into a message: words and numbers as they are, an instant (written in the
 * reader's language by the edge), or another message said in the same language (an item's
 * status in "cannot be done to an item that is {status}").
 */
export type MessageParam = string | number | Date | { readonly messageKey: MessageKey };
export type MessageParams = Readonly<Record<string, MessageParam>>;

/**
 * The one error services throw: what happened, as a message key and its params, and its kind.
 * Services never say it in a language; the edge that called them does (docs/adr/0018).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** On `rateLimited`: whole seconds until a try may succeed (the answer's `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }

  static refused(key: MessageKey, params?: MessageParams): DomainError {
    return new DomainError('refused', key, params);
  }

  static unauthorized(key: MessageKey): DomainError {
    return new DomainError('unauthorized', key);
  }

  static forbidden(key: MessageKey = 'error.forbidden', params?: MessageParams): DomainError {
    return new DomainError('forbidden', key, params);
  }

  static notFound(key: MessageKey = 'error.notFound'): DomainError {
    return new DomainError('notFound', key);
  }

  static conflict(key: MessageKey): DomainError {
    return new DomainError('conflict', key);
  }

  static tooLarge(key: MessageKey, params?: MessageParams): DomainError {
    return new DomainError('tooLarge', key, params);
  }

  static rateLimited(key: MessageKey, retryAfterSeconds?: number): DomainError {
    return new DomainError('rateLimited', key, {}, retryAfterSeconds);
  }
}
