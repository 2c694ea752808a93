import { PROTOCOL_STATUS, RESULT_CODE } from '@news/contract/envelope';
import { siteByLang, siteDateTimeOptions, type SiteLang } from '@news/contract/sites';
import { serverCatalogues, translate, type ServerMessageKey } from '../i18n/serverMessages.ts';
import type {
  DomainError,
  DomainErrorKind,
  MessageParams,
} from '../services/shared/DomainError.ts';
import type { ReaderMessageKey } from '../services/shared/messageKeys.ts';
import { ApiError } from './ApiError.ts';

type Untranslated = Exclude<ReaderMessageKey, ServerMessageKey>;
/** Fails to compile, naming the key, while the catalogue lacks a message the reader services give. */
export const EVERY_READER_MESSAGE_TRANSLATED: [Untranslated] extends [never] ? true : Untranslated =
  true;

function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(serverCatalogues.en, key);
}

/** How the reader API answers each kind: a refusal in the envelope, or a protocol status. */
const ANSWER: Record<
  DomainErrorKind,
  (key: ServerMessageKey, params: Params, error: DomainError) => ApiError
> = {
  refused: (key, params) => ApiError.refused(key, params),
  // Nothing a reader does races another writer; said as any refusal should one come.
  conflict: (key, params) => ApiError.refused(key, params),
  unauthorized: (key, params) => new ApiError(200, RESULT_CODE.unauthorized, key, params),
  forbidden: (key, params) => ApiError.protocol(PROTOCOL_STATUS.forbidden, key, params),
  notFound: (key, params) => ApiError.protocol(PROTOCOL_STATUS.notFound, key, params),
  tooLarge: (key, params) => ApiError.protocol(PROTOCOL_STATUS.tooLarge, key, params),
  // CONTRACT.md: 429 with `Retry-After`, the body's code the status.
  rateLimited: (key, params, error) =>
    new ApiError(PROTOCOL_STATUS.rateLimited, PROTOCOL_STATUS.rateLimited, key, params, {
      'Retry-After': String(error.retryAfterSeconds ?? 60),
    }),
};

type Params = Record<string, string | number>;

/**
 * How a time in a message reads: in the site's language, time zone and clock (the message names
 * the zone: Beijing time).
 */
function instant(lang: SiteLang, date: Date): string {
  const site = siteByLang(lang);
  return new Intl.DateTimeFormat(
    site.locale,
    siteDateTimeOptions(site, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  ).format(date);
}

function renderParams(lang: SiteLang, params: MessageParams): Params | undefined {
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (value instanceof Date) out[name] = instant(lang, value);
    else if (typeof value === 'object') {
      if (!isServerMessageKey(value.messageKey)) return undefined;
      out[name] = translate(lang, value.messageKey);
    } else out[name] = value;
  }
  return out;
}

/**
 * A service's refusal as the reader API answers it, in the site's language; undefined for a
 * message the reader API cannot say (a staff member's, which no reader route should reach).
 */
export function apiErrorOf(error: DomainError, lang: SiteLang): ApiError | undefined {
  const params = renderParams(lang, error.params);
  if (!isServerMessageKey(error.messageKey) || !params) return undefined;
  return ANSWER[error.kind](error.messageKey, params, error);
}
