import type { ItemDocumentOf } from '@news/contract/console/itemSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { LinkedItemList } from './LinkedItemList.tsx';

type CollectionDocument = ItemDocumentOf<'SHIPINGLIST'>;

/** A video collection: its videos in the order readers play them. */
export function CollectionFields({
  document,
  onChange,
}: {
  document: CollectionDocument;
  onChange: (document: CollectionDocument) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="collection-fields">
      <legend>{t('collection.title', { count: document.videoIds.length })}</legend>
      <LinkedItemList
        site={document.site}
        ids={document.videoIds}
        publishType="SHIPING"
        label={t('collection.order')}
        pickLabel={t('collection.findVideos')}
        onChange={(videoIds) => {
          onChange({ ...document, videoIds });
        }}
      />
    </fieldset>
  );
}
