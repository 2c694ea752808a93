import { lazy, Suspense, useEffect, useState } from 'react';
import { cmsContentGetAppPopAd } from '@news/contract/endpoints/common/cmsContentGetAppPopAd';
import { cmsContentGetAppStartImg } from '@news/contract/endpoints/common/cmsContentGetAppStartImg';
import { indexInit } from '@news/contract/endpoints/common/indexInit';
import { popupAdSchema, startImageSchema } from '@news/contract/commonSchemas';
import { APP_VERSION_CODE } from '@news/contract/constants';
import type { z } from 'zod/mini';
import { loadScreenMessages, useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { ignoreFailure } from '../lib/ignoreFailure.ts';
import { sessionStore, takeColdStart } from '../lib/coldStart.ts';
import { parseHash } from '../lib/router/hashLocation.ts';
import { navigate } from '../lib/router/navigation.ts';
import { readItem, writeItem } from '../lib/storage.ts';
import type { RoutePath } from '../lib/router/routePaths.ts';
import { LazyImage } from './LazyImage.tsx';
import { PrivacyPrompt } from './PrivacyPrompt.tsx';

const PRIVACY_PATH = '/pages/index/appPrivacy' satisfies RoutePath;

type StartImage = z.output<typeof startImageSchema>;

/**
 * A start image belongs to the start: one that arrives after the reader is already reading is
 * skipped this time (and a pop-up too late is left for the next start).
 */
const START_IMAGE_DEADLINE_MS = 3_000;
const POPUP_DEADLINE_MS = 5_000;
const startedAt = Date.now();
type PopupAd = z.output<typeof popupAdSchema>;

/** Whether a pop-up may show again: `once` ever, `daily` once a calendar day, `always` each start. */
export function popupAllowed(ad: NonNullable<PopupAd>, seen: string, today: string): boolean {
  if (ad.frequency === 'always') return true;
  if (ad.frequency === 'once') return !seen.startsWith(`${ad.id}@`);
  return seen !== `${ad.id}@${today}`;
}

let coldStart: boolean | undefined;
/** Decided once per page load (React may run a mount effect twice in development). */
function isColdStart(): boolean {
  coldStart ??= takeColdStart(window.location.hash, sessionStore());
  return coldStart;
}

// Alerts' banner and opt-in come after the start, with their strings (never in the first load).
const AlertsLayer = lazy(() =>
  Promise.all([import('../features/alerts/AlertsLayer.tsx'), loadScreenMessages()]).then(([m]) => ({
    default: m.AlertsLayer,
  })),
);

/**
 * What the app shows over its screens once started: the start sequence, and alerts (the in-app
 * banner and the opt-in, issue 29), which start in the browser after the first render.
 */
export function StartOverlays() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    setStarted(true);
  }, []);
  return (
    <>
      <StartSequence />
      {started ? (
        <Suspense fallback={null}>
          <AlertsLayer />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * What shows over the app at start, in order: the start image with its countdown and skip, the
 * privacy prompt until the reader has answered it, the pop-up ad as often as its rule allows,
 * and the upgrade prompt when the server has a newer version. The start image, the pop-up and
 * the upgrade prompt belong to a cold start at home; over a shared item or any deep link only the
 * privacy prompt shows, over the page, which stays where it is. Nothing shows in the first
 * render, so HTML rendered on the server is taken over as it is.
 */
function StartSequence() {
  const { t } = useI18n();
  const [start, setStart] = useState<StartImage>(null);
  const [seconds, setSeconds] = useState(0);
  const [privacy, setPrivacy] = useState(false);
  const [popup, setPopup] = useState<PopupAd>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);

  useEffect(() => {
    // The prompt's own route shows it as the page.
    if (readItem('privacyAccepted') === '' && parseHash(window.location.hash).path !== PRIVACY_PATH)
      setPrivacy(true);
    if (!isColdStart()) return;
    api(cmsContentGetAppStartImg, { quiet: true })
      .then((image) => {
        if (image && image.displaySeconds > 0 && Date.now() - startedAt < START_IMAGE_DEADLINE_MS) {
          setStart(image);
          setSeconds(image.displaySeconds);
        }
      })
      // The start image, the pop-up and the upgrade prompt are extras of a start: without them
      // the reader is simply reading, which is what they came for.
      .catch(ignoreFailure('start image'));
    api(cmsContentGetAppPopAd, { quiet: true })
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
      .catch(ignoreFailure('pop-up ad'));
    api(indexInit, { quiet: true, params: { platform: 'H5' } })
      .then((init) => {
        if (init.version && init.version.versionCode > APP_VERSION_CODE)
          setUpgrade(init.version.version);
      })
      .catch(ignoreFailure('version check'));
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
  if (privacy) {
    return (
      <div className="overlay privacy-overlay">
        <PrivacyPrompt
          onAgree={() => {
            setPrivacy(false);
          }}
        />
      </div>
    );
  }
  if (popup) {
    return (
      <div className="overlay popup" role="dialog" aria-label={popup.title} data-testid="popup-ad">
        <a href={popup.url} target="_blank" rel="noopener noreferrer" className="popup-card">
          <LazyImage
            field={popup.img}
            ratio="4 / 5"
            sizes="(max-width: 436px) 78vw, 340px"
            alt={popup.title}
          />
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
