import { useI18n } from '../i18n/I18n.tsx';

/** Previous and next page of a list, with where the staff member is in it. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={t('items.pages')}>
      <button
        type="button"
        disabled={pageNo <= 1}
        onClick={() => {
          onPage(pageNo - 1);
        }}
      >
        {t('items.previous')}
      </button>
      <span>{t('queue.pageOf', { page: pageNo, pages, total })}</span>
      <button
        type="button"
        disabled={pageNo >= pages}
        onClick={() => {
          onPage(pageNo + 1);
        }}
      >
        {t('items.next')}
      </button>
    </nav>
  );
}
