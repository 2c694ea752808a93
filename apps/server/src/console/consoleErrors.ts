import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import type {
  DomainError,
  DomainErrorKind,
  MessageParams,
} from '../services/shared/DomainError.ts';
import type { MessageKey, StaffMessageKey } from '../services/shared/messageKeys.ts';
import { ConsoleError, type ConsoleStatus } from './ConsoleError.ts';
import { consoleText, isConsoleMessageKey, type ConsoleMessageKey } from './consoleMessages.ts';

type Untranslated = Exclude<StaffMessageKey, ConsoleMessageKey>;
/** Fails to compile, naming the key, while the catalogue lacks a message the staff services give. */
export const EVERY_STAFF_MESSAGE_TRANSLATED: [Untranslated] extends [never] ? true : Untranslated =
  true;

const STATUS: Record<DomainErrorKind, ConsoleStatus> = {
  refused: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
};

/**
 * A service's refusal as the console answers it; undefined for a message the console cannot
 * say (a reader's, which no console route should reach).
 */
export function consoleErrorOf(error: DomainError): ConsoleError | undefined {
  if (!isConsoleMessageKey(error.messageKey)) return undefined;
  const headers: Record<string, string> =
    error.kind === 'rateLimited' ? { 'Retry-After': String(error.retryAfterSeconds ?? 60) } : {};
  return new ConsoleError(STATUS[error.kind], error.messageKey, error.params, undefined, headers);
}

/** A message with its params, in the console's language (a time in UTC, the zone named). */
export function staffText(
  lang: ConsoleLang,
  key: MessageKey | ConsoleMessageKey,
  params: MessageParams = {},
): string {
  if (!isConsoleMessageKey(key)) return consoleText(lang, 'error.internal');
  const said: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value instanceof Date)
      said[name] = new Intl.DateTimeFormat(lang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(value);
    else if (typeof value === 'object') said[name] = staffText(lang, value.messageKey);
    else said[name] = value;
  }
  return consoleText(lang, key, said);
}
