import type { ItemVersions, SourceField } from '@news/contract/console/versionSchemas';
import { siteByLang } from '@news/contract/sites';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { wordDiff } from '../../lib/wordDiff.ts';
import { errorText, Notice } from '../Notice.tsx';
import {
  getItemsByIdSourceChanges,
  postItemsByIdSourceChecked,
} from '@news/contract/console/versionEndpoints';

const FIELD_KEYS = {
  title: 'fields.title',
  summary: 'fields.summary',
  body: 'fields.body',
  author: 'fields.author',
  source: 'fields.source',
  tags: 'versions.fieldTags',
  pictures: 'versions.fieldPictures',
} as const satisfies Record<SourceField, string>;

/**
 * "What changed": the source's fields that differ since the version was made (or last marked up
 * to date), each as a word diff, and "Mark up to date" once the version has the same changes.
 */
export function SourceChangesView({
  itemId,
  onChecked,
}: {
  /** The version whose source's changes these are. */
  itemId: string;
  onChecked: (group: ItemVersions) => void;
}) {
  const { t } = useI18n();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const changes = useLoad(() => api(getItemsByIdSourceChanges, { params: { id: itemId } }), itemId);
  const data = changes.data;
  const markUpToDate = async (): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      onChecked(await api(postItemsByIdSourceChecked, { params: { id: itemId }, body: {} }));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="source-changes" data-testid="source-changes">
      {changes.error ? <Notice kind="error">{errorText(changes.error)}</Notice> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      {data ? (
        <>
          <p>
            {t('versions.changesOf', {
              title: data.sourceTitle,
              from: data.fromRevision,
              to: data.toRevision,
            })}
          </p>
          {data.fields.length === 0 ? <p className="hint">{t('versions.noTextChanges')}</p> : null}
          {data.fields.map((field) => (
            <section key={field.field} className="field-diff">
              <h3>{t(FIELD_KEYS[field.field])}</h3>
              {/* The source's words in its own language: fonts and screen readers follow it. */}
              <p className="diff" lang={siteByLang(data.sourceSite).locale}>
                {wordDiff(field.before, field.after, siteByLang(data.sourceSite).locale).map(
                  (part, index) =>
                    part.kind === 'added' ? (
                      <ins key={index}>{part.text}</ins>
                    ) : part.kind === 'removed' ? (
                      <del key={index}>{part.text}</del>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                )}
              </p>
            </section>
          ))}
          <button type="button" disabled={busy} onClick={() => void markUpToDate()}>
            {t('versions.markUpToDate')}
          </button>
        </>
      ) : null}
    </div>
  );
}
