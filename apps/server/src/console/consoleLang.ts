import type { FastifyRequest } from 'fastify';
import {
  CONSOLE_LANG_HEADER,
  CONSOLE_LANGS,
  type ConsoleLang,
} from '@news/contract/console/staffSchemas';

/** The console names its language in a header; without it, the browser's first language decides. */
export function consoleLangOf(request: FastifyRequest): ConsoleLang {
  const named = request.headers[CONSOLE_LANG_HEADER];
  if (typeof named === 'string' && (CONSOLE_LANGS as readonly string[]).includes(named))
    return named as ConsoleLang;
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-Hans' : 'en';
}
