import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DESK_DAYS_MAX, type DeskItem } from '@news/contract/console/versionSchemas';
import { isSiteLang, SITE_LANGS, siteByLang, type SiteLang } from '@news/contract/sites';
import { errorText, Notice } from '../components/Notice.tsx';
import { Pager } from '../components/Pager.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import {
  getVersionsDesk,
  postItemsByIdTranslations,
} from '@news/contract/console/versionEndpoints';

const PAGE_SIZE = 20;
const DAY_CHOICES = [1, 3, 7, 14, DESK_DAYS_MAX] as const;

/** A site from the address if the staff member may work on it, else the first one they may. */
function siteParam(value: string | null, sites: readonly SiteLang[], fallback: number): SiteLang {
  if (isSiteLang(value) && sites.includes(value)) return value;
  return sites[fallback] ?? sites[0] ?? 'zh-Hans';
}

/**
 * The translation desk: what one site published in the last days that another has no version
 * of yet, newest first, for that site's desk to pick up and translate.
 */
export function TranslationDeskPage() {
  const { t, dateTime } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [translating, setTranslating] = useState<{ id: string; error: string }>();
  const sites = SITE_LANGS.filter((s) => can('content', s));
  const from = siteParam(params.get('from'), sites, 0);
  const to = siteParam(params.get('to'), sites, 1);
  const days = DAY_CHOICES.find((d) => String(d) === params.get('days')) ?? 3;
  const pageNo = Math.max(1, Number(params.get('pageNo') ?? '1') || 1);
  const same = from === to;
  const query = new URLSearchParams({
    from,
    to,
    days: String(days),
    pageNo: String(pageNo),
    pageSize: String(PAGE_SIZE),
  }).toString();
  const list = useLoad(
    () =>
      same
        ? Promise.resolve({ rows: [], total: 0, pageNo: 1, pageSize: PAGE_SIZE })
        : api(getVersionsDesk, { query }),
    query,
  );
  const set = (name: 'from' | 'to' | 'days' | 'pageNo', value: string): void => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (name !== 'pageNo') next.delete('pageNo');
    setParams(next);
  };
  const translate = async (row: DeskItem): Promise<void> => {
    setTranslating({ id: row.id, error: '' });
    try {
      const draft = await api(postItemsByIdTranslations, {
        params: { id: row.id },
        body: { site: to },
      });
      void navigate(`/items/${draft.id}?source=${encodeURIComponent(row.id)}`);
    } catch (error) {
      setTranslating({ id: row.id, error: errorText(error) });
    }
  };
  const rows = list.data?.rows ?? [];

  return (
    <section className="desk-page">
      <div className="page-head">
        <h1>{t('translationDesk.title')}</h1>
      </div>
      <p className="hint">{t('translationDesk.intro')}</p>
      <div className="filters">
        <SiteSelect
          label={t('translationDesk.from')}
          value={from}
          sites={sites}
          onValue={(value) => {
            set('from', value);
          }}
        />
        <SiteSelect
          label={t('translationDesk.to')}
          value={to}
          sites={sites}
          onValue={(value) => {
            set('to', value);
          }}
        />
        <label>
          <span>{t('translationDesk.days')}</span>
          <select
            value={days}
            onChange={(event) => {
              set('days', event.target.value);
            }}
          >
            {DAY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      </div>
      {same ? <Notice kind="error">{t('translationDesk.sameSite')}</Notice> : null}
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}
      {translating?.error ? <Notice kind="error">{translating.error}</Notice> : null}
      <table className="items-table">
        <thead>
          <tr>
            <th scope="col">{t('items.col.title')}</th>
            <th scope="col">{t('items.col.type')}</th>
            <th scope="col">{t('items.col.channel')}</th>
            <th scope="col">{t('items.col.date')}</th>
            <th scope="col">{t('translationDesk.versions')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('translationDesk.translate')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`desk-item-${row.id}`}>
              <td>
                <Link to={`/items/${row.id}`} lang={siteByLang(row.site).locale}>
                  {row.title}
                </Link>
              </td>
              <td>{t(`type.${row.publishType}`)}</td>
              <td>{row.channelTitle}</td>
              <td>{dateTime(row.publishDate)}</td>
              <td>{row.versionSites.map((s) => t(`site.${s}`)).join(', ')}</td>
              <td>
                <button
                  type="button"
                  disabled={translating !== undefined && !translating.error}
                  onClick={() => void translate(row)}
                >
                  {t('translationDesk.translate')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!list.loading && !same && rows.length === 0 ? (
        <p className="empty">{t('translationDesk.empty')}</p>
      ) : null}
      <Pager
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={(page) => {
          set('pageNo', String(page));
        }}
      />
    </section>
  );
}

function SiteSelect({
  label,
  value,
  sites,
  onValue,
}: {
  label: string;
  value: SiteLang;
  sites: readonly SiteLang[];
  onValue: (value: SiteLang) => void;
}) {
  const { t } = useI18n();
  return (
    <label>
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = sites.find((s) => s === event.target.value);
          if (next) onValue(next);
        }}
      >
        {sites.map((s) => (
          <option key={s} value={s}>
            {t(`site.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
