import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PICTURE_FILTERS, type PictureFilter } from '@news/contract/console/pictureSchemas';
import { isSiteLang, type SiteLang } from '@news/contract/sites';
import { errorText, Notice } from '../components/Notice.tsx';
import { Pager } from '../components/Pager.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { mySites } from '../lib/mySites.ts';
import { useCan, useStaff } from '../lib/session.tsx';
import { queryString } from '../lib/siteQuery.ts';
import { useLoad } from '../lib/useLoad.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PictureCard } from './pictures/PictureCard.tsx';
import { PicturePanel } from './pictures/PicturePanel.tsx';
import { getPictures } from '@news/contract/console/pictureEndpoints';

/** Four rows of a wide screen's grid, and a multiple of two, three and four columns. */
const PAGE_SIZE = 24;

function isFilter(value: string | null): value is PictureFilter {
  return (PICTURE_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * The media library of one site (issue 26): every picture brought in, to describe, credit, set
 * the point its crops keep in view, see where it is used, and delete when nothing uses it.
 * Site, words, filter, page and the open picture are in the address, so a view can be linked.
 */
export function PicturesPage() {
  const can = useCan();
  return can('content') ? <Pictures /> : <NotFoundPage />;
}

function Pictures() {
  const { t } = useI18n();
  const staff = useStaff();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [deleted, setDeleted] = useState(false);
  // Whether the open picture's form holds unsaved changes; read only when leaving it.
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const sites = mySites(staff).filter((s) => can('content', s));
  const siteParam = params.get('site');
  // The library is kept per site: one is always chosen, the staff member's first by default.
  const site: SiteLang | undefined =
    isSiteLang(siteParam) && sites.includes(siteParam) ? siteParam : sites[0];
  const filterParam = params.get('filter');
  const filter: PictureFilter = isFilter(filterParam) ? filterParam : 'all';
  const q = params.get('q') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo') ?? '1') || 1);
  const open = params.get('picture') ?? '';

  const query = queryString({ site, q, filter, pageNo, pageSize: PAGE_SIZE });
  const list = useLoad(
    () => (site ? api(getPictures, { query }) : Promise.resolve(undefined)),
    query,
  );

  /** Changes the address's parameters; any change of what is listed starts at the first page. */
  const change = (changes: Record<string, string>, keepPage = false): void => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!keepPage) next.delete('pageNo');
    setDeleted(false);
    setParams(next);
  };

  /** Whether the open picture may be left: nothing unsaved, or the staff member lets it go. */
  const mayLeave = (): boolean => {
    if (dirty.current && !window.confirm(t('pictures.discard'))) return false;
    dirty.current = false;
    return true;
  };

  if (!site) {
    return (
      <section className="pictures-page">
        <h1>{t('pictures.title')}</h1>
        <p className="empty">{t('pictures.noSites')}</p>
      </section>
    );
  }

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  return (
    <section className="pictures-page">
      <div className="page-head">
        <h1>
          {t('pictures.title')}{' '}
          <small aria-live="polite">
            {list.data ? t('pictures.count', { count: total }) : null}
          </small>
        </h1>
      </div>
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const entry = new FormData(event.currentTarget).get('q');
          change({ q: typeof entry === 'string' ? entry.trim() : '' });
        }}
      >
        <label>
          <span>{t('items.filter.site')}</span>
          <select
            value={site}
            onChange={(event) => {
              if (mayLeave()) change({ site: event.target.value, picture: '' });
            }}
          >
            {sites.map((s) => (
              <option key={s} value={s}>
                {t(`site.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('pictures.filter')}</span>
          <select
            value={filter}
            onChange={(event) => {
              change({ filter: event.target.value === 'all' ? '' : event.target.value });
            }}
          >
            {PICTURE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`pictures.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('items.filter.words')}</span>
          <input name="q" type="search" defaultValue={q} key={`q${q}`} maxLength={100} />
        </label>
        <button type="submit">{t('items.filter.apply')}</button>
      </form>
      {deleted ? <Notice kind="success">{t('pictures.deleted')}</Notice> : null}
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}

      <div className={open ? 'pictures-body with-panel' : 'pictures-body'}>
        <div className="pictures-list">
          <ul className="picture-grid" aria-label={t('pictures.title')}>
            {rows.map((picture) => (
              <PictureCard
                key={picture.id}
                picture={picture}
                selected={picture.id === open}
                onSelect={() => {
                  if (picture.id !== open && mayLeave()) change({ picture: picture.id }, true);
                }}
              />
            ))}
          </ul>
          {!list.loading && list.data && rows.length === 0 ? (
            <p className="empty">{t('pictures.empty')}</p>
          ) : null}
          <Pager
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={total}
            onPage={(page) => {
              change({ pageNo: String(page) }, true);
            }}
          />
        </div>
        {open ? (
          <PicturePanel
            key={open}
            id={open}
            onSaved={list.reload}
            onDirty={onDirty}
            onDeleted={() => {
              dirty.current = false;
              change({ picture: '' }, true);
              setDeleted(true);
              list.reload();
            }}
            onClose={() => {
              if (mayLeave()) change({ picture: '' }, true);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
