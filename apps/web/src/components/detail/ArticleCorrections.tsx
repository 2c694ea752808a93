import type { Correction } from '@news/contract/contentSchemas';
import { formatRelativeTime, formatSiteDateTime } from '@news/contract/relativeTime';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * "Updated <time>" beside an item's publication time (issue 32): only when the newsroom
 * published a correction or update note with a change, relative as every time of the app, the
 * exact time in its title.
 */
export function UpdatedTime({ at }: { at: string | undefined }) {
  const { t, lang } = useI18n();
  if (!at) return null;
  return (
    <time
      dateTime={at}
      title={formatSiteDateTime(at, lang)}
      data-testid="updated-time"
      suppressHydrationWarning
    >
      {t('detail.updated', { time: formatRelativeTime(at, { lang }) })}
    </time>
  );
}

/** The item's public correction and update notes under it, oldest first, each with its date. */
export function ArticleCorrections({
  corrections,
}: {
  corrections: readonly Correction[] | undefined;
}) {
  const { t, lang } = useI18n();
  if (!corrections?.length) return null;
  return (
    <section
      className="detail-corrections"
      aria-labelledby="detail-corrections"
      data-testid="corrections"
    >
      <h2 id="detail-corrections">{t('detail.corrections')}</h2>
      <ul>
        {corrections.map((note) => (
          <li key={`${note.at} ${note.text}`}>
            <strong>{t(note.kind === 'correction' ? 'detail.correction' : 'detail.update')}</strong>{' '}
            <time dateTime={note.at}>{formatSiteDateTime(note.at, lang)}</time>
            <p>{note.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
