import { useEffect, useState } from 'react';
import { popupAdSchema, startImageSchema } from '@news/contract/commonSchemas';
import { APP_VERSION_CODE } from '@news/contract/constants';
import { initSchema } from '@news/contract/commonSchemas';
import { z } from 'zod';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { navigate } from '../lib/router/navigation.ts';
import { readItem, writeItem } from '../lib/storage.ts';
import { LazyImage } from './LazyImage.tsx';

type StartImage = z.output<typeof startImageSchema>;

/**
 * A start image belongs to the start: one that arrives after the reader is already reading is
 * skipped this time (and a pop-up too late is left for the next start).
 */
const START_IMAGE_DEADLINE_MS = 1_500;
const POPUP_DEADLINE_MS = 3_000;
const startedAt = Date.now();
type PopupAd = z.output<typeof popupAdSchema>;

/** Whether a pop-up may show again: `once` ever, `daily` once a calendar day, `always` each start. */
export function popupAllowed(ad: NonNullable<PopupAd>, seen: string, today: string): boolean {
  if (ad.frequency === 'always') return true;
  if (ad.frequency === 'once') return !seen.startsWith(`${ad.id}@`);
  return seen !== `${ad.id}@${today}`;
}

/**
 * What shows over the app at start, in order: the privacy prompt on first start, the start
 * image with its countdown and skip, the pop-up ad as often as its rule allows, and the upgrade
 * prompt when the server has a newer version.
 */
export function StartOverlays() {
  const { t } = useI18n();
  const [start, setStart] = useState<StartImage>(null);
  const [seconds, setSeconds] = useState(0);
  const [popup, setPopup] = useState<PopupAd>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);

  useEffect(() => {
    if (readItem('privacyAccepted') === '')
      navigate('/pages/index/appPrivacy', {}, { replace: true });
    api('/cms/content/getAppStartImg', startImageSchema, { quiet: true })
      .then((image) => {
        if (image && image.displaySeconds > 0 && Date.now() - startedAt < START_IMAGE_DEADLINE_MS) {
          setStart(image);
          setSeconds(image.displaySeconds);
        }
      })
      .catch(() => undefined);
    api('/cms/content/getAppPopAd', popupAdSchema, { quiet: true })
      .then((ad) => {
        const today = new Date().toISOString().slice(0, 10);
        if (
          ad &&
          Date.now() - startedAt < POPUP_DEADLINE_MS &&
          popupAllowed(ad, readItem('popupSeen'), today)
        ) {
          setPopup(ad);
          writeItem('popupSeen', `${ad.id}@${today}`);
        }
      })
      .catch(() => undefined);
    api('/index/init', initSchema, { quiet: true, params: { platform: 'H5' } })
      .then((init) => {
        if (init.version && init.version.versionCode > APP_VERSION_CODE)
          setUpgrade(init.version.version);
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!start) return;
    if (seconds <= 0) {
      setStart(null);
      return;
    }
    const timer = setTimeout(() => {
      setSeconds((s) => s - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [start, seconds]);

  if (start) {
    return (
      <div className="overlay start-image" data-testid="start-image">
        <a href={start.url} target="_blank" rel="noopener noreferrer">
          <LazyImage field={start.img} ratio="9 / 16" alt={start.title} />
        </a>
        <button
          type="button"
          className="skip"
          onClick={() => {
            setStart(null);
          }}
        >
          {t('start.skip', { seconds })}
        </button>
      </div>
    );
  }
  if (popup) {
    return (
      <div className="overlay popup" role="dialog" aria-label={popup.title} data-testid="popup-ad">
        <a href={popup.url} target="_blank" rel="noopener noreferrer" className="popup-card">
          <LazyImage field={popup.img} ratio="4 / 5" alt={popup.title} />
          <strong>{popup.title}</strong>
          <span>{popup.description}</span>
        </a>
        <button
          type="button"
          className="popup-close"
          aria-label={t('popup.close')}
          onClick={() => {
            setPopup(null);
          }}
        >
          ×
        </button>
      </div>
    );
  }
  if (upgrade) {
    return (
      <div
        className="overlay popup"
        role="dialog"
        aria-label={t('upgrade.title', { version: upgrade })}
      >
        <div className="sheet">
          <h2>{t('upgrade.title', { version: upgrade })}</h2>
          <button
            type="button"
            className="primary"
            onClick={() => {
              navigate('/pages/down-load/down-load');
              setUpgrade(null);
            }}
          >
            {t('upgrade.now')}
          </button>
          <button
            type="button"
            onClick={() => {
              setUpgrade(null);
            }}
          >
            {t('upgrade.later')}
          </button>
        </div>
      </div>
    );
  }
  return null;
}
