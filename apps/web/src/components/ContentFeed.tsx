import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentItem, ContentPage } from '@news/contract/contentSchemas';
import { REACH_BOTTOM_DISTANCE } from '@news/contract/constants';
import { useI18n } from '../i18n/i18n.tsx';
import { ContentCard } from './ContentCard.tsx';
import { StatusView } from './StatusView.tsx';

/**
 * A paged list that loads the next page when the reader comes within 60 px of its end, with
 * skeletons first, an empty state, and an error state with retry.
 */
export function ContentFeed({
  load,
  resetKey,
  firstPage,
}: {
  load: (pageNo: number) => Promise<ContentPage>;
  resetKey: string;
  /** The first page when the screen already has it (it came with other data, or from the server). */
  firstPage?: ContentPage | undefined;
}) {
  const { t } = useI18n();
  const [items, setItems] = useState<ContentItem[]>(firstPage?.rows ?? []);
  const [pageNo, setPageNo] = useState(firstPage?.pageNo ?? 0);
  const [total, setTotal] = useState<number | null>(
    firstPage ? (firstPage.rows.length === 0 ? 0 : firstPage.total) : null,
  );
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLLIElement | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  // A new key starts the list again; the first key is where it started.
  const shownKey = useRef(resetKey);
  useEffect(() => {
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    setItems([]);
    setPageNo(0);
    setTotal(null);
    setError(undefined);
  }, [resetKey]);

  const more = useCallback(() => {
    if (loading || (total !== null && items.length >= total)) return;
    setLoading(true);
    setError(undefined);
    loadRef
      .current(pageNo + 1)
      .then((page) => {
        setItems((current) => [
          ...current,
          ...page.rows.filter((r) => !current.some((c) => c.id === r.id)),
        ]);
        setTotal(page.rows.length === 0 ? 0 : page.total);
        setPageNo(page.pageNo);
      })
      .catch((e: unknown) => {
        setError(e);
      })
      .finally(() => {
        setLoading(false);
      });
  }, [loading, total, items.length, pageNo]);

  useEffect(() => {
    if (pageNo === 0 && total === null && !loading && error === undefined) more();
  }, [pageNo, total, loading, error, more]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || error !== undefined) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more();
      },
      { rootMargin: `0px 0px ${String(REACH_BOTTOM_DISTANCE)}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [more, error]);

  if (total === 0) return <StatusView empty />;
  const done = total !== null && items.length >= total;
  return (
    <ul className="feed" data-testid="feed">
      {items.map((item) => (
        <ContentCard key={item.id} item={item} />
      ))}
      {loading && items.length === 0
        ? Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="card skeleton" aria-hidden="true" />
          ))
        : null}
      {error !== undefined ? (
        <li>
          <StatusView error={error} onRetry={more} />
        </li>
      ) : (
        <li ref={sentinel} className="feed-end">
          {done ? t('common.noMore') : loading ? t('common.loadingMore') : ''}
        </li>
      )}
    </ul>
  );
}
