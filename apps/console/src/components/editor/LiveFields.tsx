import { LIVE_HOLDS, type ItemDocumentOf } from '@news/contract/console/itemSchemas';
import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { fromLocalInput, toLocalInput } from '../../lib/localTime.ts';

type LiveDocument = ItemDocumentOf<'authPublishPlayback'>;

/** A live broadcast: its schedule, stream, the editors' hold on its status, and its replay. */
export function LiveFields({
  document,
  onChange,
}: {
  document: LiveDocument;
  onChange: (document: LiveDocument) => void;
}) {
  const { t } = useI18n();
  const { live } = document;
  // The host's name and chapter titles are read by the site's readers, in its language.
  const lang = siteByLang(document.site).locale;
  const set = (changes: Partial<LiveDocument['live']>): void => {
    onChange({ ...document, live: { ...live, ...changes } });
  };
  return (
    <fieldset className="live-fields">
      <legend>{t('live.title')}</legend>
      <label className="field">
        <span>{t('live.host')}</span>
        <input
          name="host"
          lang={lang}
          value={live.host}
          maxLength={100}
          onChange={(e) => {
            set({ host: e.target.value });
          }}
        />
      </label>
      <div className="field-row">
        <label className="field">
          <span>{t('live.start')}</span>
          <input
            type="datetime-local"
            name="startTime"
            value={toLocalInput(live.startTime)}
            onChange={(e) => {
              const iso = fromLocalInput(e.target.value);
              if (iso) set({ startTime: iso });
            }}
          />
        </label>
        <label className="field">
          <span>{t('live.end')}</span>
          <input
            type="datetime-local"
            name="endTime"
            value={toLocalInput(live.endTime)}
            onChange={(e) => {
              const iso = fromLocalInput(e.target.value);
              if (iso) set({ endTime: iso });
            }}
          />
        </label>
      </div>
      <label className="field">
        <span>{t('live.stream')}</span>
        <input
          name="streamUrl"
          value={live.streamUrl}
          placeholder="https://…/stream.m3u8"
          onChange={(e) => {
            set({ streamUrl: e.target.value.trim() });
          }}
        />
      </label>
      <fieldset className="field">
        <legend>{t('live.hold')}</legend>
        {LIVE_HOLDS.map((hold) => (
          <label key={hold} className="inline">
            <input
              type="radio"
              name="hold"
              value={hold}
              checked={live.hold === hold}
              onChange={() => {
                set({ hold });
              }}
            />
            {t(`live.hold.${hold}`)}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('live.replay')}</span>
        <input
          name="replayUrl"
          value={live.replayUrl}
          placeholder="https://…/replay.m3u8"
          onChange={(e) => {
            set({ replayUrl: e.target.value.trim() });
          }}
        />
      </label>
      <fieldset className="field">
        <legend>{t('live.segments')}</legend>
        {live.segments.map((segment, index) => (
          <div key={index} className="field-row">
            <label className="field">
              <span>{t('live.segmentTitle')}</span>
              <input
                name={`segmentTitle-${String(index)}`}
                lang={lang}
                value={segment.title}
                onChange={(e) => {
                  set({
                    segments: live.segments.map((s, i) =>
                      i === index ? { ...s, title: e.target.value } : s,
                    ),
                  });
                }}
              />
            </label>
            <label className="field">
              <span>{t('live.segmentAt')}</span>
              <input
                type="number"
                min={0}
                name={`segmentAt-${String(index)}`}
                value={segment.offsetSeconds}
                onChange={(e) => {
                  const seconds = Math.max(0, Math.round(Number(e.target.value) || 0));
                  set({
                    segments: live.segments.map((s, i) =>
                      i === index ? { ...s, offsetSeconds: seconds } : s,
                    ),
                  });
                }}
              />
            </label>
            <button
              type="button"
              onClick={() => {
                set({ segments: live.segments.filter((_, i) => i !== index) });
              }}
            >
              {t('common.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => {
            set({
              segments: [...live.segments, { title: t('live.newSegment'), offsetSeconds: 0 }],
            });
          }}
        >
          {t('live.addSegment')}
        </button>
      </fieldset>
    </fieldset>
  );
}
