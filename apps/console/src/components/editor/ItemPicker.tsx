import { useState } from 'react';
import { type ItemStatus, type ItemSummary } from '@news/contract/console/itemSchemas';
import type { PublishType } from '@news/contract/publishTypes';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { errorText, Notice } from '../Notice.tsx';
import { getItems } from '@news/contract/console/itemEndpoints';

/**
 * Finds items of the site by words (and type, and status) to add to a topic section or a
 * collection, or to send an alert for.
 */
export function ItemPicker({
  site,
  publishType,
  status,
  exclude,
  onPick,
  label,
  pickLabel,
}: {
  site: SiteLang;
  publishType?: PublishType;
  status?: ItemStatus;
  exclude: readonly string[];
  onPick: (item: ItemSummary) => void;
  label: string;
  /** The pick button's words; 'Add' when not given. */
  pickLabel?: string;
}) {
  const { t } = useI18n();
  const [words, setWords] = useState('');
  const [results, setResults] = useState<ItemSummary[] | undefined>(undefined);
  const [error, setError] = useState('');
  const search = async (): Promise<void> => {
    setError('');
    const query = new URLSearchParams({ site, pageSize: '10' });
    if (words.trim()) query.set('q', words.trim());
    if (publishType) query.set('publishType', publishType);
    if (status) query.set('status', status);
    try {
      setResults((await api(getItems, { query: query.toString() })).rows);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <div className="item-picker">
      <label>
        <span>{label}</span>
        <input
          type="search"
          name="pickerWords"
          value={words}
          onChange={(event) => {
            setWords(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
      </label>
      <button type="button" onClick={() => void search()}>
        {t('picker.search')}
      </button>
      {error ? <Notice kind="error">{error}</Notice> : null}
      {results ? (
        <ul className="picker-results">
          {results.length === 0 ? <li>{t('picker.none')}</li> : null}
          {results.map((item) => (
            <li key={item.id}>
              <span>
                {item.title}{' '}
                <small>
                  ({t(`type.${item.publishType}`)}, {t(`status.${item.status}`)})
                </small>
              </span>
              <button
                type="button"
                disabled={exclude.includes(item.id)}
                onClick={() => {
                  onPick(item);
                }}
              >
                {pickLabel ?? t('picker.add')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
