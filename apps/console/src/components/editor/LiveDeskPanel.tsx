import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { IngestStatus } from '@news/contract/console/ingestSchemas';
import type { ItemDocumentOf } from '@news/contract/console/itemSchemas';
import {
  getItemsByIdIngest,
  postItemsByIdIngestChapters,
  postItemsByIdIngestKey,
} from '@news/contract/console/ingestEndpoints';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { clockText, uptime } from '../../lib/uptime.ts';
import { useRefreshEvery } from '../../lib/useRefreshEvery.ts';
import { ModalDialog } from '../ModalDialog.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { CopyField } from './CopyField.tsx';
import { LivePreview } from './LivePreview.tsx';

type Chapters = ItemDocumentOf<'authPublishPlayback'>['live']['segments'];

/** How often the desk asks for the encoder's state while the editor is open and in view. */
export const DESK_POLL_MS = 3_000;

const ON_AIR = new Set<IngestStatus['state']>(['live', 'reconnecting']);

/**
 * The live desk (issue 27): where the encoder sends the broadcast (address, secret key, a new
 * key), and while it is on, what readers get — the preview, the encoder's input, time on air,
 * readers watching, the ingest's log — with "Chapter here" to mark the current moment.
 */
export function LiveDeskPanel({
  itemId,
  onChapters,
}: {
  itemId: string;
  /** The broadcast's chapters after "Chapter here", for the editor's chapter fields. */
  onChapters: (chapters: Chapters) => void;
}) {
  const { t, lang, number } = useI18n();
  const [status, setStatus] = useState<IngestStatus | undefined>(undefined);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [chapter, setChapter] = useState('');
  const [now, setNow] = useState(() => Date.now());
  // Each answer's turn: a poll sent before the key was rotated must not bring the old key back.
  const turn = useRef(0);

  const show = useCallback((next: IngestStatus, asked: number): void => {
    if (asked < turn.current) return;
    turn.current = asked;
    setStatus(next);
    setError('');
  }, []);

  const refresh = useCallback((): void => {
    const asked = ++turn.current;
    api(getItemsByIdIngest, { params: { id: itemId } }).then(
      (next) => {
        show(next, asked);
      },
      (caught: unknown) => {
        // What the desk showed stays on screen; the failure is said above it until a poll works.
        if (asked >= turn.current) setError(errorText(caught));
      },
    );
  }, [itemId, show]);

  useEffect(refresh, [refresh]);
  useRefreshEvery(DESK_POLL_MS, refresh);

  const onAir = status ? ON_AIR.has(status.state) : false;
  // The time on air ticks by the second between polls.
  useEffect(() => {
    if (!onAir) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [onAir]);

  const rotate = async (): Promise<void> => {
    setConfirming(false);
    setBusy(true);
    setNotice('');
    try {
      const asked = ++turn.current;
      show(await api(postItemsByIdIngestKey, { params: { id: itemId } }), asked);
      setNotice(t('desk.rotated'));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const markChapter = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const title = chapter.trim();
    if (!title) return;
    setBusy(true);
    setNotice('');
    try {
      const chapters = await api(postItemsByIdIngestChapters, {
        params: { id: itemId },
        body: { title },
      });
      setChapter('');
      onChapters(chapters);
      // The one just made: the latest of that title (chapters come in offset order).
      const made = chapters.filter((c) => c.title === title).at(-1);
      setNotice(
        t('desk.chapterAdded', {
          title,
          at: made ? clockText(made.offsetSeconds, lang) : '',
        }),
      );
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (!status) {
    return (
      <section className="panel live-desk" aria-labelledby="live-desk-title">
        <h2 id="live-desk-title">{t('desk.title')}</h2>
        {error ? (
          <Notice kind="error">{error}</Notice>
        ) : (
          <p className="hint">{t('common.loading')}</p>
        )}
      </section>
    );
  }

  const { input, replay } = status;
  const bitrate = new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobit-per-second' });
  const fps = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  // To the second: a drop and its resume are often moments apart.
  const logTime = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const logAt = (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : logTime.format(date);
  };
  return (
    <section
      className="panel live-desk"
      aria-labelledby="live-desk-title"
      data-testid="live-desk"
      data-state={status.state}
    >
      <h2 id="live-desk-title">{t('desk.title')}</h2>
      {error ? <Notice kind="error">{error}</Notice> : null}
      {notice ? <Notice kind="success">{notice}</Notice> : null}
      {status.ingest === 'portTaken' || status.ingest === 'failed' ? (
        <Notice kind="error">
          <span data-testid="live-desk-unavailable">{t(`desk.ingest.${status.ingest}`)}</span>
        </Notice>
      ) : null}

      <dl className="desk-facts">
        <div>
          <dt>{t('desk.state')}</dt>
          <dd>
            <span className={`desk-state desk-${status.state}`} data-testid="live-desk-state">
              {t(`desk.state.${status.state}`)}
            </span>
          </dd>
        </div>
        {onAir ? (
          <div>
            <dt>{t('desk.uptime')}</dt>
            <dd>
              <time data-testid="live-desk-uptime">{uptime(status.onAirSince, now, lang)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('desk.watching')}</dt>
          <dd data-testid="live-desk-watching">{number(status.watchingNow)}</dd>
        </div>
      </dl>

      {status.previewUrl && onAir ? <LivePreview url={status.previewUrl} /> : null}

      <h3>{t('desk.input')}</h3>
      {input ? (
        <dl className="desk-facts" data-testid="live-desk-input">
          <div>
            <dt>{t('desk.resolution')}</dt>
            <dd>
              {number(input.width)}×{number(input.height)}
            </dd>
          </div>
          <div>
            <dt>{t('desk.fps')}</dt>
            <dd>{t('desk.fpsValue', { fps: fps.format(input.fps) })}</dd>
          </div>
          <div>
            <dt>{t('desk.video')}</dt>
            <dd>
              {input.videoCodec} · {bitrate.format(input.videoKbps)}
            </dd>
          </div>
          <div>
            <dt>{t('desk.audio')}</dt>
            <dd>{input.audio || t('desk.noAudio')}</dd>
          </div>
        </dl>
      ) : (
        <p className="hint">{t('desk.noInput')}</p>
      )}

      <form className="desk-chapter" onSubmit={(event) => void markChapter(event)}>
        <label className="field">
          <span>{t('desk.chapterTitle')}</span>
          <input
            name="chapterTitle"
            value={chapter}
            maxLength={100}
            required
            onChange={(e) => {
              setChapter(e.target.value);
            }}
          />
        </label>
        <button type="submit" disabled={!onAir || busy || !chapter.trim()}>
          {t('desk.chapterHere')}
        </button>
        {onAir ? null : <p className="hint">{t('desk.chapterWhenOnAir')}</p>}
      </form>

      <p data-testid="live-desk-replay">
        {t('desk.replay')}: {t(`desk.replay.${replay.state}`)}
        {replay.state === 'ready' ? (
          <>
            {' '}
            (<time>{clockText(replay.durationSeconds, lang)}</time>)
          </>
        ) : null}
      </p>

      <h3>{t('desk.encoder')}</h3>
      <CopyField label={t('desk.server')} name="rtmpUrl" value={status.rtmpUrl} />
      <CopyField label={t('desk.key')} name="streamKey" value={status.streamKey} secret />
      {status.srtUrl ? (
        <CopyField label={t('desk.srt')} name="srtUrl" value={status.srtUrl} secret />
      ) : null}
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('desk.rotate')}
      </button>
      {confirming ? (
        <ModalDialog
          title={t('desk.rotateTitle')}
          role="alertdialog"
          onClose={() => {
            setConfirming(false);
          }}
        >
          <p>{onAir ? t('desk.rotateOnAir') : t('desk.rotateBody')}</p>
          <div className="dialog-actions">
            <button
              type="button"
              data-autofocus
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('common.cancel')}
            </button>
            <button type="button" className="danger" onClick={() => void rotate()}>
              {t('desk.rotateConfirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}

      <h3>{t('desk.log')}</h3>
      {status.log.length > 0 ? (
        <ol className="desk-log" data-testid="live-desk-log">
          {status.log.map((entry, index) => (
            <li key={`${entry.at}-${String(index)}`} className={`desk-log-${entry.event}`}>
              <time dateTime={entry.at}>{logAt(entry.at)}</time> {t(`desk.event.${entry.event}`)}
              {entry.detail ? <small> · {entry.detail}</small> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">{t('desk.logEmpty')}</p>
      )}
    </section>
  );
}
