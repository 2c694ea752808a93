import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ItemVersion, ItemVersions } from '@news/contract/console/versionSchemas';
import type { PublishType } from '@news/contract/publishTypes';
import { SITE_LANGS, type SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { useCan } from '../../lib/session.tsx';
import { useLoad } from '../../lib/useLoad.ts';
import { errorText, Notice } from '../Notice.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { ItemPicker } from './ItemPicker.tsx';
import { SourceChangesView } from './SourceChangesView.tsx';
import {
  deleteItemsByIdVersions,
  getItemsByIdVersions,
  postItemsByIdTranslations,
  postItemsByIdVersions,
} from '@news/contract/console/versionEndpoints';

/** Types that list other items of their own site: they are linked, never translated (ADR 0025). */
const NOT_TRANSLATED: ReadonlySet<PublishType> = new Set([
  'SPECIAL',
  'SHIPINGLIST',
  'authPublishPlayback',
]);

/**
 * The item's versions on the other sites: each one's site, title, status and whether its source
 * changed since; linking an existing item, unlinking one (after asking), and "Translate into…",
 * which makes a draft on the chosen site and opens it beside its source.
 */
export function VersionsPanel({
  itemId,
  site,
  publishType,
  version,
}: {
  itemId: string;
  site: SiteLang;
  publishType: PublishType;
  /** The item's version: the panel loads again after every save of the item. */
  version: number;
}) {
  const { t } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<ItemVersions | undefined>(undefined);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [unlinking, setUnlinking] = useState<ItemVersion | undefined>(undefined);
  const [showing, setShowing] = useState('');
  const loaded = useLoad(
    () => api(getItemsByIdVersions, { params: { id: itemId } }),
    `${itemId}:${String(version)}`,
  );
  // A link or "up to date" answers the group: the newest there is until the panel loads again.
  useEffect(() => {
    setAnswer(undefined);
  }, [loaded.data]);
  const versions = (answer ?? loaded.data)?.versions ?? [];
  const taken = new Set(versions.map((row) => row.site));
  const open = SITE_LANGS.filter((s) => !taken.has(s) && s !== site && can('content', s));

  const act = async (work: () => Promise<unknown>, success?: string): Promise<void> => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
      if (success) setMessage({ kind: 'success', text: success });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const link = (otherId: string): Promise<void> =>
    act(async () => {
      setAnswer(
        await api(postItemsByIdVersions, { params: { id: itemId }, body: { itemId: otherId } }),
      );
    }, t('versions.linked'));
  const unlink = (row: ItemVersion): Promise<void> =>
    act(async () => {
      await api(deleteItemsByIdVersions, { params: { id: row.id } });
      setUnlinking(undefined);
      loaded.reload();
    }, t('versions.unlinked'));
  const translate = (target: SiteLang): Promise<void> =>
    act(async () => {
      const draft = await api(postItemsByIdTranslations, {
        params: { id: itemId },
        body: { site: target },
      });
      void navigate(`/items/${draft.id}?source=${encodeURIComponent(itemId)}`);
    });

  return (
    <section className="panel versions-panel" data-testid="versions-panel">
      <h2>{t('versions.title')}</h2>
      {loaded.error ? <Notice kind="error">{errorText(loaded.error)}</Notice> : null}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {versions.length <= 1 && !loaded.loading ? (
        <p className="hint">{t('versions.none')}</p>
      ) : null}
      <ul className="version-list">
        {versions.map((row) => (
          <li key={row.id} data-testid={`version-${row.site}`}>
            <div>
              <strong>{t(`site.${row.site}`)}</strong> <StatusBadge status={row.status} />
              {row.sourceChanged ? (
                <>
                  {' '}
                  <span className="badge badge-changed" data-testid="source-changed">
                    {t('versions.sourceChanged')}
                  </span>
                </>
              ) : null}
              <br />
              {row.self ? (
                <span className="version-title">
                  {row.title} <small>({t('versions.this')})</small>
                </span>
              ) : (
                <Link to={`/items/${row.id}`} className="version-title">
                  {row.title}
                </Link>
              )}
            </div>
            <div className="actions">
              {row.sourceChanged ? (
                <button
                  type="button"
                  aria-expanded={showing === row.id}
                  onClick={() => {
                    setShowing(showing === row.id ? '' : row.id);
                  }}
                >
                  {t('versions.whatChanged')}
                </button>
              ) : null}
              {versions.length > 1 && can('content', row.site) ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setUnlinking(row);
                  }}
                >
                  {t('versions.unlink')}
                </button>
              ) : null}
            </div>
            {unlinking?.id === row.id ? (
              <div className="confirm" role="group" aria-label={t('versions.unlink')}>
                <p>{t('versions.unlinkConfirm', { title: row.title })}</p>
                <button type="button" disabled={busy} onClick={() => void unlink(row)}>
                  {t('versions.unlinkYes')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setUnlinking(undefined);
                  }}
                >
                  {t('common.cancel')}
                </button>
              </div>
            ) : null}
            {showing === row.id ? (
              <SourceChangesView
                itemId={row.id}
                onChecked={(next) => {
                  setShowing('');
                  setAnswer(next);
                  setMessage({ kind: 'success', text: t('versions.markedUpToDate') });
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {!NOT_TRANSLATED.has(publishType) && open.length > 0 ? (
        <TranslateInto sites={open} busy={busy} onTranslate={(s) => void translate(s)} />
      ) : null}
      {open.length > 0 ? (
        <LinkItem
          sites={open}
          publishType={publishType}
          busy={busy}
          onLink={(id) => void link(id)}
        />
      ) : null}
    </section>
  );
}

/** "Translate into…": the sites the story has no version on yet. */
function TranslateInto({
  sites,
  busy,
  onTranslate,
}: {
  sites: readonly SiteLang[];
  busy: boolean;
  onTranslate: (site: SiteLang) => void;
}) {
  const { t } = useI18n();
  const [target, setTarget] = useState<SiteLang | ''>('');
  const chosen = target && sites.includes(target) ? target : '';
  return (
    <div className="field-row translate-into">
      <label className="field">
        <span>{t('versions.translateInto')}</span>
        <select
          name="translateInto"
          value={chosen}
          onChange={(event) => {
            setTarget(sites.find((s) => s === event.target.value) ?? '');
          }}
        >
          <option value="">{t('versions.chooseSite')}</option>
          {sites.map((s) => (
            <option key={s} value={s}>
              {t(`site.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy || !chosen}
        onClick={() => {
          if (chosen) onTranslate(chosen);
        }}
      >
        {t('versions.translate')}
      </button>
    </div>
  );
}

/** Links an item that already exists on another site: by its number, or found by words. */
function LinkItem({
  sites,
  publishType,
  busy,
  onLink,
}: {
  sites: readonly SiteLang[];
  publishType: PublishType;
  busy: boolean;
  onLink: (id: string) => void;
}) {
  const { t } = useI18n();
  const [site, setSite] = useState<SiteLang>(sites[0] ?? 'en');
  const [id, setId] = useState('');
  const chosen = sites.includes(site) ? site : (sites[0] ?? site);
  return (
    <details className="link-version">
      <summary>{t('versions.linkTitle')}</summary>
      <div className="field-row">
        <label className="field">
          <span>{t('versions.linkById')}</span>
          <input
            name="linkItemId"
            inputMode="numeric"
            value={id}
            onChange={(event) => {
              setId(event.target.value.trim());
            }}
          />
        </label>
        <button
          type="button"
          disabled={busy || !/^\d{1,15}$/.test(id)}
          onClick={() => {
            onLink(id);
          }}
        >
          {t('versions.link')}
        </button>
      </div>
      <label className="field">
        <span>{t('versions.linkSite')}</span>
        <select
          name="linkSite"
          value={chosen}
          onChange={(event) => {
            setSite(sites.find((s) => s === event.target.value) ?? chosen);
          }}
        >
          {sites.map((s) => (
            <option key={s} value={s}>
              {t(`site.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <ItemPicker
        key={chosen}
        site={chosen}
        publishType={publishType}
        exclude={[]}
        label={t('versions.linkSearch')}
        onPick={(item) => {
          onLink(item.id);
        }}
      />
    </details>
  );
}
