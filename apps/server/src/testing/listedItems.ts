import { contentPageSchema, type ContentItem } from '@news/contract/contentSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import type { SiteInfo } from '@news/contract/sites';
import { signedHeaders } from './signedHeaders.ts';
import { cmsContentCommonList } from '@news/contract/endpoints/commonEndpoints';

/** Every item of a site as the reader API lists it (`commonList`, all pages), newest first. */
export async function listedItems(baseUrl: string, site: SiteInfo): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const res = await fetch(
      `${baseUrl}${site.prefix}${cmsContentCommonList.path}?pageSize=50&pageNo=${String(pageNo)}`,
      { headers: signedHeaders(site.lang) },
    );
    const page = envelopeSchema(contentPageSchema).parse(await res.json()).data;
    items.push(...page.rows);
    if (pageNo * 50 >= page.total) return items;
  }
}
