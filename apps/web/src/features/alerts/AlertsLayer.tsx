import { useEffect, useState } from 'react';
import type { SiteLang } from '@news/contract/sites';
import { alertsStream } from '@news/contract/endpoints/alerts/alertsStream';
import { useI18n } from '../../i18n/i18n.tsx';
import { apiGetUrl } from '../../lib/apiClient.ts';
import { navigate, useHashLocation } from '../../lib/router/navigation.ts';
import { alertForReader } from './alertForReader.ts';
import { bannerWanted, savedAlerts } from './alertsApi.ts';
import { noteScreen, promptDue, snoozePrompt, startVisit } from './alertPrompt.ts';
import '../../styles/alerts.css';

/** An alert as the stream carries it (`streamedAlertSchema`), as far as the banner needs it. */
interface ShownAlert {
  id: number;
  title: string;
  body: string;
  url: string;
}

/**
 * The alert of an `alert` event when it is for this reader, else nothing (nor when the data is
 * not one, or points elsewhere). For them: sent as breaking news and the reader has not turned
 * breaking news off, or sent to followers of a subject the reader chose to be alerted about.
 */
function readAlert(data: unknown, lang: SiteLang): ShownAlert | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    const { id, title, body, url, audience } = value;
    if (typeof id !== 'number' || typeof title !== 'string' || typeof url !== 'string')
      return undefined;
    if (!alertForReader(audience, savedAlerts(lang))) return undefined;
    // Only the site's own pages are opened from a banner.
    if (new URL(url, window.location.href).origin !== window.location.origin) return undefined;
    return { id, title, body: typeof body === 'string' ? body : '', url };
  } catch {
    return undefined;
  }
}

/**
 * The site's alerts while the app is open, as a banner at the top, for readers whom push does
 * not reach: the server's stream (server-sent events; the browser reconnects by itself).
 */
function AlertBanner() {
  const { t, lang } = useI18n();
  const [shown, setShown] = useState<ShownAlert | undefined>(undefined);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(apiGetUrl(alertsStream));
    source.addEventListener('alert', (event) => {
      const alert = readAlert(event.data, lang);
      if (alert) setShown(alert);
    });
    return () => {
      source.close();
    };
  }, [lang]);
  if (!shown) return null;
  return (
    <div className="alert-banner" role="status" data-testid="alert-banner">
      <a className="alert-banner-open" href={shown.url}>
        <strong>{shown.title}</strong>
        {shown.body ? <span>{shown.body}</span> : null}
      </a>
      <button
        type="button"
        className="alert-banner-close"
        aria-label={t('alerts.dismiss')}
        onClick={() => {
          setShown(undefined);
        }}
      >
        ×
      </button>
    </div>
  );
}

/** The opt-in, asked once the reader has shown they come back and read (see alertPrompt.ts). */
function AlertPrompt() {
  const { t, lang } = useI18n();
  const location = useHashLocation();
  const [due, setDue] = useState(false);
  const id = location.query.get('id');
  useEffect(() => {
    noteScreen(lang, location.path, id);
    setDue(!savedAlerts(lang) && promptDue(lang, Date.now()));
  }, [lang, location.path, id]);
  if (!due) return null;
  const answer = (choose: boolean): void => {
    snoozePrompt(lang, Date.now());
    setDue(false);
    if (choose) navigate('/pages/usercenter/moreset');
  };
  return (
    <div className="alert-prompt" role="dialog" aria-label={t('alerts.promptTitle')}>
      <p className="alert-prompt-title">{t('alerts.promptTitle')}</p>
      <p>{t('alerts.promptBody')}</p>
      <div className="alert-prompt-actions">
        <button
          type="button"
          onClick={() => {
            answer(false);
          }}
        >
          {t('alerts.notNow')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            answer(true);
          }}
        >
          {t('alerts.choose')}
        </button>
      </div>
    </div>
  );
}

/** What the app shows of alerts over every screen: the in-app banner and the opt-in question. */
export function AlertsLayer() {
  const { lang } = useI18n();
  const [banner] = useState(() => {
    startVisit(lang, window.location.pathname);
    return bannerWanted(lang);
  });
  return (
    <>
      {banner ? <AlertBanner /> : null}
      <AlertPrompt />
    </>
  );
}
