import { contentDetailSchema, type ContentDetail } from '@news/contract/contentSchemas';
import { cmsContentCommonDetail } from '@news/contract/endpoints/common/cmsContentCommonDetail';
import { dataKeys } from '@news/contract/serverRender';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { useApi } from '../../lib/useApi.ts';
import { pictureNote } from '../PictureCaption.tsx';
import { Gallery } from './Gallery.tsx';

/**
 * The item's own caption for each picture (the library's when it has none), and the library's
 * credit and description.
 */
export function galleryImages(data: ContentDetail) {
  return (data.images.length > 0 ? data.images : [{ url: data.img, caption: data.title }]).map(
    ({ url, caption }) => {
      const note = pictureNote(data.pictureNotes, url);
      return {
        url,
        caption: caption || (note?.caption ?? ''),
        credit: note?.credit,
        alt: note?.alt,
      };
    },
  );
}

/**
 * A picture story's or explainer's swipe gallery, from the item's answer the page already holds
 * (the server's, or the screen's cached one): what the `gallery` island hydrates.
 */
export function ItemGallery({ contentId }: { contentId: string }) {
  const { lang } = useI18n();
  const item = useApi(
    dataKeys.newsDetail(lang, contentId),
    (signal) => api(cmsContentCommonDetail, { params: { id: contentId }, signal, quiet: true }),
    contentDetailSchema,
  );
  return item.data ? <Gallery images={galleryImages(item.data)} title={item.data.title} /> : null;
}
