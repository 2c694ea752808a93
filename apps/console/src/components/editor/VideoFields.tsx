import { useEffect, useState } from 'react';
import { type ItemDocumentOf, type ItemSummary } from '@news/contract/console/itemSchemas';
import type { VideoJob } from '@news/contract/console/videoJobSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { uploadVideo } from '../../lib/uploads.ts';
import { useVideoJob } from '../../lib/useVideoJob.ts';
import { FileButton, VIDEO_TYPES } from '../FileButton.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { getItems } from '@news/contract/console/itemEndpoints';

type VideoDocument = ItemDocumentOf<'SHIPING'>;

/**
 * A video item: the file (uploaded, then processed on the server into HLS, an MP4 and a
 * poster, with its progress here), the text under the player and the collection it is in.
 */
export function VideoFields({
  document,
  job,
  onChange,
}: {
  document: VideoDocument;
  job: VideoJob | null;
  onChange: (document: VideoDocument) => void;
}) {
  const { t, number } = useI18n();
  const [started, setStarted] = useState<VideoJob | null>(job);
  const [sending, setSending] = useState<number | undefined>(undefined);
  const [error, setError] = useState('');
  const [collections, setCollections] = useState<ItemSummary[]>([]);
  const current = useVideoJob(started);

  useEffect(() => {
    setStarted(job);
  }, [job]);
  useEffect(() => {
    api(getItems, {
      query: `site=${document.site}&publishType=SHIPINGLIST&pageSize=50`,
    }).then(
      (page) => {
        setCollections(page.rows);
      },
      () => undefined,
    );
  }, [document.site]);
  // A finished job fills in the video's addresses, length and (if none yet) its poster.
  useEffect(() => {
    if (current?.state !== 'done' || current.id !== document.video.jobId) return;
    if (document.video.url === current.mp4Url && document.video.hlsUrl === current.hlsUrl) return;
    onChange({
      ...document,
      cover: document.cover || current.posterUrl,
      video: {
        jobId: current.id,
        url: current.mp4Url,
        hlsUrl: current.hlsUrl,
        durationS: current.durationS,
      },
    });
  }, [current, document, onChange]);

  return (
    <fieldset className="video-fields">
      <legend>{t('video.title')}</legend>
      {document.video.url ? (
        <video
          className="video-preview"
          src={document.video.url}
          poster={document.cover || undefined}
          controls
          preload="metadata"
          data-testid="video-preview"
        />
      ) : null}
      <FileButton
        label={document.video.url ? t('video.replace') : t('video.upload')}
        name="videoFile"
        accept={VIDEO_TYPES}
        onFiles={([file]) => {
          if (!file) return;
          setError('');
          setSending(0);
          uploadVideo(document.site, file, setSending)
            .then((created) => {
              setStarted(created);
              onChange({
                ...document,
                video: { jobId: created.id, url: '', hlsUrl: '', durationS: 0 },
              });
            })
            .catch((caught: unknown) => {
              setError(errorText(caught));
            })
            .finally(() => {
              setSending(undefined);
            });
        }}
      />
      {sending !== undefined ? (
        <p role="status">
          {t('video.sending', { percent: Math.round(sending * 100) })}
          <progress max={1} value={sending} />
        </p>
      ) : null}
      {current && current.id === document.video.jobId ? (
        <div className="video-job" data-testid="video-job" data-state={current.state}>
          {current.state === 'failed' ? (
            <Notice kind="error">{current.error}</Notice>
          ) : (
            <p role="status">
              {current.state === 'done'
                ? t('video.ready', {
                    seconds: number(current.durationS),
                    // A picture size reads 1920×1080, never with digit groups.
                    width: String(current.width),
                    height: String(current.height),
                  })
                : t('video.processing', {
                    stage: t(`video.stage.${current.stage}`),
                    percent: current.progress,
                  })}
              <progress max={100} value={current.progress} />
            </p>
          )}
        </div>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <label className="field">
        <span>{t('video.collection')}</span>
        <select
          name="collectionId"
          value={document.collectionId}
          onChange={(event) => {
            onChange({ ...document, collectionId: event.target.value });
          }}
        >
          <option value="">{t('video.noCollection')}</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <div className="field">
        <span>{t('video.text')}</span>
        <RichTextEditor
          site={document.site}
          label={t('video.text')}
          value={document.body}
          onChange={(body) => {
            onChange({ ...document, body });
          }}
        />
      </div>
    </fieldset>
  );
}
