import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ITEM_STATUSES,
  type BulkResult,
  type ChannelOption,
} from '@news/contract/console/itemSchemas';
import { PUBLISH_TYPES } from '@news/contract/publishTypes';
import { isSiteLang, SITE_LANGS, siteByLang, type SiteLang } from '@news/contract/sites';
import { errorText, Notice } from '../components/Notice.tsx';
import { OptionSelect } from '../components/OptionSelect.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { channelLabels, channelsOf } from '../lib/siteOptions.ts';
import { useCan, useStaff } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import { getItems, postItemsBulk } from '@news/contract/console/itemEndpoints';

const FILTERS = [
  'site',
  'channelId',
  'publishType',
  'status',
  'author',
  'q',
  'noVersionOn',
  'sourceChanged',
] as const;
const PAGE_SIZE = 20;

/** Every item of the staff member's sites: filters, paging, bulk publish and unpublish, new items. */
export function ItemsPage() {
  const { t, dateTime } = useI18n();
  const staff = useStaff();
  const can = useCan();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<{ result?: BulkResult; error?: string }>({});
  const [channels, setChannels] = useState<ChannelOption[]>([]);
  const siteParam = params.get('site');
  const site = isSiteLang(siteParam) ? siteParam : undefined;
  const [newSite, setNewSite] = useState<SiteLang>(site ?? staff.sites[0] ?? 'en');
  const pageNo = Math.max(1, Number(params.get('pageNo') ?? '1') || 1);

  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  query.set('pageNo', String(pageNo));
  query.set('pageSize', String(PAGE_SIZE));
  const list = useLoad(() => api(getItems, { query: query.toString() }), query.toString());

  useEffect(() => {
    if (!site) {
      setChannels([]);
      return;
    }
    channelsOf(site).then(setChannels, () => {
      setChannels([]);
    });
  }, [site]);

  const setFilter = (name: (typeof FILTERS)[number], value: string): void => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'site') next.delete('channelId');
    next.delete('pageNo');
    setSelected(new Set());
    setParams(next);
  };
  const goToPage = (page: number): void => {
    const next = new URLSearchParams(params);
    next.set('pageNo', String(page));
    setParams(next);
  };

  const runBulk = async (action: 'publish' | 'unpublish'): Promise<void> => {
    setBulk({});
    try {
      const result = await api(postItemsBulk, {
        body: {
          action,
          ids: [...selected],
        },
      });
      setBulk({ result });
      setSelected(new Set());
      list.reload();
    } catch (error) {
      setBulk({ error: errorText(error) });
    }
  };

  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <section className="items-page">
      <div className="page-head">
        <h1>{t('items.title')}</h1>
        <form
          className="new-item"
          onSubmit={(event) => {
            event.preventDefault();
            const type = new FormData(event.currentTarget).get('type');
            if (typeof type === 'string') void navigate(`/items/new/${newSite}/${type}`);
          }}
        >
          <label>
            <span>{t('items.newOn')}</span>
            <select
              name="site"
              value={newSite}
              onChange={(e) => {
                if (isSiteLang(e.target.value)) setNewSite(e.target.value);
              }}
            >
              {staff.sites.map((s) => (
                <option key={s} value={s}>
                  {t(`site.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('items.newType')}</span>
            <select name="type" defaultValue="TUWEN">
              {PUBLISH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="primary">
            {t('items.new')}
          </button>
        </form>
      </div>

      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams(params);
          for (const name of ['author', 'q'] as const) {
            const entry = data.get(name);
            const value = typeof entry === 'string' ? entry.trim() : '';
            if (value) next.set(name, value);
            else next.delete(name);
          }
          next.delete('pageNo');
          setParams(next);
        }}
      >
        <OptionSelect
          label={t('items.filter.site')}
          any={t('items.filter.allSites')}
          value={site ?? ''}
          onValue={(value) => {
            setFilter('site', value);
          }}
          options={staff.sites.map((s) => ({ value: s, label: t(`site.${s}`) }))}
        />
        <OptionSelect
          label={t('items.filter.channel')}
          any={site ? t('items.filter.allChannels') : t('items.filter.pickSite')}
          disabled={!site}
          value={params.get('channelId') ?? ''}
          onValue={(value) => {
            setFilter('channelId', value);
          }}
          options={channelLabels(channels).map((c) => ({ value: c.id, label: c.label }))}
        />
        <OptionSelect
          label={t('items.filter.type')}
          any={t('items.filter.allTypes')}
          value={params.get('publishType') ?? ''}
          onValue={(value) => {
            setFilter('publishType', value);
          }}
          options={PUBLISH_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <OptionSelect
          label={t('items.filter.status')}
          any={t('items.filter.allStatuses')}
          value={params.get('status') ?? ''}
          onValue={(value) => {
            setFilter('status', value);
          }}
          options={ITEM_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <OptionSelect
          label={t('items.filter.noVersionOn')}
          any={t('items.filter.anySite')}
          value={params.get('noVersionOn') ?? ''}
          onValue={(value) => {
            setFilter('noVersionOn', value);
          }}
          options={SITE_LANGS.map((s) => ({ value: s, label: t(`site.${s}`) }))}
        />
        <label className="inline">
          <input
            type="checkbox"
            name="sourceChanged"
            checked={params.get('sourceChanged') === 'true'}
            onChange={(event) => {
              setFilter('sourceChanged', event.target.checked ? 'true' : '');
            }}
          />
          {t('items.filter.sourceChanged')}
        </label>
        <label>
          <span>{t('items.filter.author')}</span>
          <input
            name="author"
            defaultValue={params.get('author') ?? ''}
            key={`a${params.get('author') ?? ''}`}
          />
        </label>
        <label>
          <span>{t('items.filter.words')}</span>
          <input
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            key={`q${params.get('q') ?? ''}`}
          />
        </label>
        <button type="submit">{t('items.filter.apply')}</button>
      </form>

      {can('content') ? (
        <div className="bulk-bar" aria-live="polite">
          <span>{t('items.selected', { count: selected.size })}</span>
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() => void runBulk('publish')}
          >
            {t('items.bulkPublish')}
          </button>
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() => void runBulk('unpublish')}
          >
            {t('items.bulkUnpublish')}
          </button>
        </div>
      ) : null}
      {bulk.error ? <Notice kind="error">{bulk.error}</Notice> : null}
      {bulk.result ? (
        <Notice kind={bulk.result.refused.length ? 'error' : 'success'}>
          <p>{t('items.bulkDone', { count: bulk.result.done.length })}</p>
          {bulk.result.refused.length ? (
            <ul>
              {bulk.result.refused.map((r) => (
                <li key={r.id}>{t('items.bulkRefused', { id: r.id, reason: r.msg })}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}

      <table className="items-table">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t('items.selectAll')}
                checked={allSelected}
                onChange={() => {
                  setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)));
                }}
              />
            </th>
            <th scope="col">{t('items.col.title')}</th>
            <th scope="col">{t('items.col.type')}</th>
            <th scope="col">{t('items.col.status')}</th>
            <th scope="col">{t('items.col.site')}</th>
            <th scope="col">{t('items.col.channel')}</th>
            <th scope="col">{t('items.col.author')}</th>
            <th scope="col">{t('items.col.date')}</th>
            <th scope="col">{t('items.col.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('items.select', { title: row.title })}
                  checked={selected.has(row.id)}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(row.id)) next.delete(row.id);
                    else next.add(row.id);
                    setSelected(next);
                  }}
                />
              </td>
              <td>
                <Link to={`/items/${row.id}`} lang={siteByLang(row.site).locale}>
                  {row.title}
                </Link>
              </td>
              <td>{t(`type.${row.publishType}`)}</td>
              <td>
                <StatusBadge status={row.status} />
                {row.embargoUntil ? (
                  <small className="embargo" data-testid="embargo">
                    {' '}
                    {t('items.embargoed', { at: dateTime(row.embargoUntil) })}
                  </small>
                ) : null}
              </td>
              <td>{t(`site.${row.site}`)}</td>
              <td>{row.channelTitle}</td>
              <td>{row.author}</td>
              <td>{dateTime(row.publishDate)}</td>
              <td>
                {dateTime(row.updatedAt)}
                {row.updatedBy ? <small> · {row.updatedBy}</small> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!list.loading && rows.length === 0 ? <p className="empty">{t('items.empty')}</p> : null}
      <nav className="pager" aria-label={t('items.pages')}>
        <button
          type="button"
          disabled={pageNo <= 1}
          onClick={() => {
            goToPage(pageNo - 1);
          }}
        >
          {t('items.previous')}
        </button>
        <span>{t('items.pageOf', { page: pageNo, pages, total: list.data?.total ?? 0 })}</span>
        <button
          type="button"
          disabled={pageNo >= pages}
          onClick={() => {
            goToPage(pageNo + 1);
          }}
        >
          {t('items.next')}
        </button>
      </nav>
    </section>
  );
}
