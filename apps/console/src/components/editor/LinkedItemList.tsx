import { useEffect, useState } from 'react';
import type { PublishType } from '@news/contract/publishTypes';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { ItemPicker } from './ItemPicker.tsx';
import { SortableList } from './SortableList.tsx';
import { getItemsById } from '@news/contract/console/itemEndpoints';

const titles = new Map<string, Promise<string>>();

/** An item's title by id, asked once. */
function titleOf(id: string): Promise<string> {
  let title = titles.get(id);
  if (!title) {
    title = api(getItemsById, { params: { id } }).then(
      (item) => item.document.title,
      () => `#${id}`,
    );
    titles.set(id, title);
  }
  return title;
}

/** An ordered list of items (a collection's videos, a topic section's items): add, drag, remove. */
export function LinkedItemList({
  site,
  ids,
  onChange,
  publishType,
  label,
  pickLabel,
}: {
  site: SiteLang;
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  publishType?: PublishType;
  label: string;
  pickLabel: string;
}) {
  const { t } = useI18n();
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    for (const id of ids)
      if (!(id in names))
        void titleOf(id).then((title) => {
          setNames((n) => ({ ...n, [id]: title }));
        });
  }, [ids, names]);
  return (
    <div className="linked-items">
      <SortableList
        items={ids}
        idOf={(id) => id}
        label={label}
        onReorder={onChange}
        render={(id, index) => (
          <div className="linked-row">
            <span>{names[id] ?? `#${id}`}</span>
            <button
              type="button"
              onClick={() => {
                onChange(ids.filter((_, i) => i !== index));
              }}
            >
              {t('common.remove')}
            </button>
          </div>
        )}
      />
      <ItemPicker
        site={site}
        {...(publishType ? { publishType } : {})}
        exclude={ids}
        label={pickLabel}
        onPick={(item) => {
          titles.set(item.id, Promise.resolve(item.title));
          setNames((n) => ({ ...n, [item.id]: item.title }));
          onChange([...ids, item.id]);
        }}
      />
    </div>
  );
}
