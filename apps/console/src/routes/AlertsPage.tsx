import { useState } from 'react';
import type { z } from 'zod/mini';
import { ALERT_LINE_MAX, ALERT_TITLE_MAX, type AlertSubject } from '@news/contract/alertSchemas';
import type { alertPreviewSchema } from '@news/contract/console/alertSchemas';
import type { ItemSummary } from '@news/contract/console/itemSchemas';
import type { SiteLang } from '@news/contract/sites';
import { ItemPicker } from '../components/editor/ItemPicker.tsx';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { errorText, Notice } from '../components/Notice.tsx';
import { OptionSelect } from '../components/OptionSelect.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { mySites } from '../lib/mySites.ts';
import { useCan, useStaff } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import {
  getSitesBySiteAlerts,
  postSitesBySiteAlerts,
  postSitesBySiteAlertsPreview,
} from '@news/contract/console/alertEndpoints';
import { getItemsById } from '@news/contract/console/itemEndpoints';

type Preview = z.output<typeof alertPreviewSchema>;

/** The item an alert is for, with the subjects it may be sent to the followers of. */
interface Chosen {
  id: string;
  title: string;
  channelTitle: string;
  subjects: AlertSubject[];
}

/** Breaking-news alerts of a site (issue 29): editors and admins of the site only. */
export function AlertsPage() {
  const can = useCan();
  return can('content') ? <SiteAlerts /> : <NotFoundPage />;
}

const subjectKey = (s: AlertSubject): string => `${s.kind}:${s.id}`;

function SiteAlerts() {
  const { t, dateTime, number } = useI18n();
  const staff = useStaff();
  const can = useCan();
  const sites = mySites(staff).filter((s) => can('content', s));
  const [site, setSite] = useState<SiteLang>(sites[0] ?? 'en');
  const recent = useLoad(() => api(getSitesBySiteAlerts, { params: { site } }), site);
  const [chosen, setChosen] = useState<Chosen | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [line, setLine] = useState('');
  const [breaking, setBreaking] = useState(true);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  const reset = (): void => {
    setChosen(undefined);
    setPreview(undefined);
    setConfirming(false);
    setError('');
  };

  const choose = async (item: ItemSummary): Promise<void> => {
    reset();
    setSent('');
    try {
      const { document, topicId } = await api(getItemsById, { params: { id: item.id } });
      const subjects: AlertSubject[] = [{ kind: 'channel', id: document.channelId }];
      if (topicId) subjects.push({ kind: 'topic', id: topicId });
      for (const tag of document.tags) subjects.push({ kind: 'tag', id: tag });
      if (document.author.trim()) subjects.push({ kind: 'author', id: document.author.trim() });
      setChosen({ id: item.id, title: item.title, channelTitle: item.channelTitle, subjects });
      setTitle(document.title.slice(0, ALERT_TITLE_MAX));
      setLine((document.summary.trim() || document.title).slice(0, ALERT_LINE_MAX));
      setBreaking(true);
      setPicked(new Set());
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const body = chosen
    ? {
        contentId: chosen.id,
        title: title.trim(),
        line: line.trim(),
        breaking,
        subjects: chosen.subjects.filter((s) => picked.has(subjectKey(s))),
      }
    : undefined;
  const ready =
    body !== undefined &&
    body.title !== '' &&
    body.line !== '' &&
    (body.breaking || body.subjects.length > 0);

  const showPreview = async (): Promise<void> => {
    if (!body) return;
    setError('');
    try {
      setPreview(await api(postSitesBySiteAlertsPreview, { params: { site }, body }));
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const send = async (): Promise<void> => {
    if (!body) return;
    setConfirming(false);
    setError('');
    try {
      const alert = await api(postSitesBySiteAlerts, { params: { site }, body });
      reset();
      setSent(t('alerts.sent', { count: alert.queued }));
      recent.reload();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  // A topic's subject is the topic item itself: named by its title, as readers see it.
  const subjectLabel = (s: AlertSubject): string =>
    s.kind === 'channel' && chosen
      ? t('alerts.subject.channel', { name: chosen.channelTitle })
      : s.kind === 'topic' && chosen
        ? t('alerts.subject.topic', { name: chosen.title })
        : t(`alerts.subject.${s.kind}`, { name: s.id });
  const left = recent.data?.left;

  return (
    <section className="alerts-page">
      <div className="page-head">
        <h1>{t('alerts.title')}</h1>
        <div className="filters">
          <OptionSelect
            label={t('items.filter.site')}
            value={site}
            onValue={(v) => {
              if (!v) return;
              setSite(v as SiteLang);
              reset();
              setSent('');
            }}
            any={t('settings.pickSite')}
            options={sites.map((s) => ({ value: s, label: t(`site.${s}`) }))}
          />
        </div>
      </div>
      <p className="hint">{t('alerts.intro')}</p>
      {recent.data ? (
        <p data-testid="alert-budget">
          {t('alerts.budget', { left: recent.data.left, perHour: recent.data.perHour })}
        </p>
      ) : null}
      {recent.error ? <Notice kind="error">{errorText(recent.error)}</Notice> : null}
      {sent ? <Notice kind="success">{sent}</Notice> : null}

      <div className="panel">
        <h2>{t('alerts.compose')}</h2>
        <ItemPicker
          key={site}
          site={site}
          status="published"
          exclude={chosen ? [chosen.id] : []}
          onPick={(item) => void choose(item)}
          label={t('alerts.findItem')}
          pickLabel={t('alerts.pick')}
        />
        {chosen ? (
          <form
            className="alert-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) setConfirming(true);
            }}
          >
            <p data-testid="alert-item">{t('alerts.for', { title: chosen.title })}</p>
            <label className="field">
              <span>{t('alerts.alertTitle')}</span>
              <input
                name="alertTitle"
                value={title}
                maxLength={ALERT_TITLE_MAX}
                required
                onChange={(event) => {
                  setTitle(event.target.value);
                  setPreview(undefined);
                }}
              />
            </label>
            <small className="hint">
              {t('alerts.charsLeft', { count: ALERT_TITLE_MAX - title.length })}
            </small>
            <label className="field">
              <span>{t('alerts.line')}</span>
              <input
                name="alertLine"
                value={line}
                maxLength={ALERT_LINE_MAX}
                required
                onChange={(event) => {
                  setLine(event.target.value);
                  setPreview(undefined);
                }}
              />
            </label>
            <small className="hint">
              {t('alerts.charsLeft', { count: ALERT_LINE_MAX - line.length })}
            </small>
            <fieldset>
              <legend>{t('alerts.audience')}</legend>
              <label className="inline">
                <input
                  type="checkbox"
                  checked={breaking}
                  onChange={(event) => {
                    setBreaking(event.target.checked);
                    setPreview(undefined);
                  }}
                />
                {t('alerts.breaking')}
              </label>
              {chosen.subjects.map((s) => (
                <label className="inline" key={subjectKey(s)}>
                  <input
                    type="checkbox"
                    checked={picked.has(subjectKey(s))}
                    onChange={(event) => {
                      const next = new Set(picked);
                      if (event.target.checked) next.add(subjectKey(s));
                      else next.delete(subjectKey(s));
                      setPicked(next);
                      setPreview(undefined);
                    }}
                  />
                  {subjectLabel(s)}
                </label>
              ))}
              {!body?.breaking && body?.subjects.length === 0 ? (
                <p className="hint">{t('alerts.noAudience')}</p>
              ) : null}
            </fieldset>
            <div className="actions">
              <button type="button" disabled={!ready} onClick={() => void showPreview()}>
                {t('alerts.preview')}
              </button>
              <button type="submit" className="primary" disabled={!ready || left === 0}>
                {t('alerts.send')}
              </button>
            </div>
          </form>
        ) : null}
        {error ? <Notice kind="error">{error}</Notice> : null}
        {preview ? (
          <figure className="alert-preview" data-testid="alert-preview">
            <div className="alert-phone">
              <div className="alert-notification">
                <strong>{preview.title}</strong>
                <span>{preview.body}</span>
              </div>
            </div>
            <figcaption>
              {t('alerts.reach', { count: preview.reach })} <code>{preview.url}</code>
            </figcaption>
          </figure>
        ) : null}
      </div>

      {confirming && body ? (
        <ModalDialog
          title={t('alerts.confirmTitle')}
          role="alertdialog"
          onClose={() => {
            setConfirming(false);
          }}
        >
          <p>{t('alerts.confirm', { title: body.title })}</p>
          <div className="actions">
            <button type="button" className="primary" data-autofocus onClick={() => void send()}>
              {t('alerts.confirmSend')}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('common.cancel')}
            </button>
          </div>
        </ModalDialog>
      ) : null}

      <h2>{t('alerts.recent')}</h2>
      <table className="items-table">
        <thead>
          <tr>
            <th scope="col">{t('alerts.when')}</th>
            <th scope="col">{t('alerts.alertTitle')}</th>
            <th scope="col">{t('alerts.queued')}</th>
            <th scope="col">{t('alerts.delivered')}</th>
            <th scope="col">{t('alerts.failed')}</th>
            <th scope="col">{t('alerts.gone')}</th>
            <th scope="col">{t('alerts.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {(recent.data?.list ?? []).map((alert) => (
            <tr key={alert.id} data-testid="alert-row">
              <td>{dateTime(alert.createdAt)}</td>
              <td>
                {alert.title}
                <div className="hint">{alert.line}</div>
              </td>
              <td>{number(alert.queued)}</td>
              <td>{number(alert.sent)}</td>
              <td>{number(alert.failed)}</td>
              <td>{number(alert.gone)}</td>
              <td>{number(alert.pending)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {recent.data?.list.length === 0 ? <p className="empty">{t('alerts.none')}</p> : null}
    </section>
  );
}
