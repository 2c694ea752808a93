import type { FastifyReply } from 'fastify';
import { isSiteLang } from '@news/contract/sites';
import { translate } from '../i18n/serverMessages.ts';

/**
 * 404 for an address of a feed, sitemap or manifest that does not exist: a line of text in the
 * site's language (English when the address names no site).
 */
export function sendNotFound(reply: FastifyReply, lang: string): FastifyReply {
  return reply
    .status(404)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(`${translate(isSiteLang(lang) ? lang : 'en', 'error.notFound')}\n`);
}
