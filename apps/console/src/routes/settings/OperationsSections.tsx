import { useState } from 'react';
import { siteByLang } from '@news/contract/sites';
import { POPUP_FREQUENCIES } from '@news/contract/commonSchemas';
import {
  START_SECONDS_MAX,
  VERSION_PLATFORMS,
  type AdInput,
  type SiteSettings,
} from '@news/contract/console/siteSettingsSchemas';
import { TextField } from '../../components/TextField.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { api, type CallInput } from '../../lib/api.ts';
import { fromLocalInput, toLocalInput } from '../../lib/localTime.ts';
import { AdFields, adInput, newAd } from './AdFields.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import {
  postSitesBySiteVersions,
  putSitesBySiteAds,
  putSitesBySiteHotWords,
  putSitesBySiteMemorialDays,
  putSitesBySitePopup,
  putSitesBySiteStartImage,
  putSitesBySiteSwitches,
} from '@news/contract/console/siteSettingsEndpoints';

export interface SectionProps {
  settings: SiteSettings;
  onSaved: (settings: SiteSettings) => void;
}

/** The calls that save one part of a site's settings. */
type SettingsPart =
  | typeof putSitesBySiteStartImage
  | typeof putSitesBySitePopup
  | typeof putSitesBySiteAds
  | typeof putSitesBySiteMemorialDays
  | typeof putSitesBySiteHotWords
  | typeof putSitesBySiteSwitches;

const put = <E extends SettingsPart>(
  settings: SiteSettings,
  part: E,
  body: CallInput<E>['body'],
): Promise<SiteSettings> => api<SettingsPart>(part, { params: { site: settings.site }, body });

/** The picture shown while the app starts, and for how many seconds. */
export function StartImageSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [on, setOn] = useState(settings.startImage !== null);
  const [ad, setAd] = useState<AdInput>(
    settings.startImage ? adInput(settings.startImage) : newAd(),
  );
  const [seconds, setSeconds] = useState(settings.startImage?.displaySeconds ?? 3);
  return (
    <SettingsSection
      title={t('settings.startImage')}
      name="start-image"
      onSaved={onSaved}
      save={() =>
        put(settings, putSitesBySiteStartImage, {
          startImage: on ? { ...ad, displaySeconds: seconds } : null,
        })
      }
    >
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            setOn(e.target.checked);
          }}
        />
        <span>{t('settings.show')}</span>
      </label>
      {on ? (
        <>
          <AdFields site={settings.site} name="start" value={ad} onValue={setAd} />
          <TextField
            label={t('settings.seconds')}
            type="number"
            name="start-seconds"
            min={1}
            max={START_SECONDS_MAX}
            value={String(seconds)}
            onValue={(v) => {
              setSeconds(Number(v));
            }}
          />
        </>
      ) : null}
    </SettingsSection>
  );
}

/** The pop-up ad and how often a reader sees it. */
export function PopupSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [on, setOn] = useState(settings.popup !== null);
  const [ad, setAd] = useState<AdInput>(settings.popup ? adInput(settings.popup) : newAd());
  const [frequency, setFrequency] = useState(settings.popup?.frequency ?? 'daily');
  return (
    <SettingsSection
      title={t('settings.popup')}
      name="popup"
      onSaved={onSaved}
      save={() => put(settings, putSitesBySitePopup, { popup: on ? { ...ad, frequency } : null })}
    >
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            setOn(e.target.checked);
          }}
        />
        <span>{t('settings.show')}</span>
      </label>
      {on ? (
        <>
          <AdFields site={settings.site} name="popup" value={ad} onValue={setAd} />
          <label className="field">
            <span>{t('settings.frequency')}</span>
            <select
              value={frequency}
              onChange={(e) => {
                setFrequency(e.target.value as typeof frequency);
              }}
            >
              {POPUP_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`settings.frequency.${f}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
    </SettingsSection>
  );
}

/** Banners over the home feed and ads between its items. */
export function AdsSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [banner, setBanner] = useState<AdInput[]>(settings.ads.banner.map(adInput));
  const [feed, setFeed] = useState<AdInput[]>(settings.ads.feed.map(adInput));
  const list = (
    name: 'banner' | 'feed',
    ads: AdInput[],
    setAds: (ads: AdInput[]) => void,
  ): React.ReactNode => (
    <fieldset>
      <legend>{t(`settings.ads.${name}` as MessageKey)}</legend>
      {ads.map((ad, index) => (
        <div key={index} className="ad-entry">
          <AdFields
            site={settings.site}
            name={`${name}-${String(index)}`}
            value={ad}
            onValue={(changed) => {
              setAds(ads.map((a, i) => (i === index ? changed : a)));
            }}
          />
          <button
            type="button"
            onClick={() => {
              setAds(ads.filter((_, i) => i !== index));
            }}
          >
            {t('common.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          setAds([...ads, newAd()]);
        }}
      >
        {t('settings.addAd')}
      </button>
    </fieldset>
  );
  return (
    <SettingsSection
      title={t('settings.ads')}
      name="ads"
      onSaved={onSaved}
      save={() => put(settings, putSitesBySiteAds, { banner, feed })}
    >
      {list('banner', banner, setBanner)}
      {list('feed', feed, setFeed)}
    </SettingsSection>
  );
}

/** Days of mourning: the reader app turns grey while one runs. */
export function MemorialDaysSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [days, setDays] = useState(
    settings.memorialDays.map(({ title, startAt, endAt }) => ({ title, startAt, endAt })),
  );
  return (
    <SettingsSection
      title={t('settings.memorialDays')}
      name="memorial-days"
      onSaved={onSaved}
      save={() => put(settings, putSitesBySiteMemorialDays, { days })}
    >
      <p className="hint">{t('settings.memorialHint')}</p>
      {days.map((day, index) => {
        const set = (changes: Partial<typeof day>): void => {
          setDays(days.map((d, i) => (i === index ? { ...d, ...changes } : d)));
        };
        return (
          <div key={index} className="inline-form">
            <TextField
              label={t('settings.memorialTitle')}
              lang={siteByLang(settings.site).locale}
              required
              maxLength={100}
              value={day.title}
              onValue={(title) => {
                set({ title });
              }}
            />
            <TextField
              label={t('settings.startAt')}
              type="datetime-local"
              value={toLocalInput(day.startAt)}
              onValue={(v) => {
                set({ startAt: fromLocalInput(v) });
              }}
            />
            <TextField
              label={t('settings.endAt')}
              type="datetime-local"
              value={toLocalInput(day.endAt)}
              onValue={(v) => {
                set({ endAt: fromLocalInput(v) });
              }}
            />
            <button
              type="button"
              onClick={() => {
                setDays(days.filter((_, i) => i !== index));
              }}
            >
              {t('common.remove')}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        onClick={() => {
          const start = new Date();
          setDays([
            ...days,
            {
              title: '',
              startAt: start.toISOString(),
              endAt: new Date(start.getTime() + 86_400_000).toISOString(),
            },
          ]);
        }}
      >
        {t('settings.addMemorialDay')}
      </button>
    </SettingsSection>
  );
}

/** The words suggested in the search box. */
export function HotWordsSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [words, setWords] = useState(settings.hotWords.join('\n'));
  return (
    <SettingsSection
      title={t('settings.hotWords')}
      name="hot-words"
      onSaved={onSaved}
      save={() =>
        put(settings, putSitesBySiteHotWords, {
          words: words
            .split('\n')
            .map((w) => w.trim())
            .filter((w) => w !== ''),
        })
      }
    >
      <label className="field">
        <span>{t('settings.hotWordsHint')}</span>
        <textarea
          name="hotWords"
          lang={siteByLang(settings.site).locale}
          rows={6}
          value={words}
          onChange={(e) => {
            setWords(e.target.value);
          }}
        />
      </label>
    </SettingsSection>
  );
}

/** Whether readers may comment and like, and whether the app signs them in by itself. */
export function SwitchesSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [switches, setSwitches] = useState(settings.switches);
  return (
    <SettingsSection
      title={t('settings.switches')}
      name="switches"
      onSaved={onSaved}
      save={() => put(settings, putSitesBySiteSwitches, switches)}
    >
      {(['commentEnabled', 'likeEnabled', 'autoLogin'] as const).map((name) => (
        <label key={name} className="check">
          <input
            type="checkbox"
            name={name}
            checked={switches[name]}
            onChange={(e) => {
              setSwitches({ ...switches, [name]: e.target.checked });
            }}
          />
          <span>{t(`settings.switch.${name}` as MessageKey)}</span>
        </label>
      ))}
    </SettingsSection>
  );
}

/** A new app version offered on the site, with its upgrade notes. */
export function VersionSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const latest = settings.versions[0];
  const [version, setVersion] = useState({
    platform: latest?.platform ?? VERSION_PLATFORMS[0],
    version: latest?.version ?? '1.0.0',
    versionCode: (latest?.versionCode ?? 0) + 1,
    notes: '',
    url: latest?.url ?? '',
    isForce: false,
  });
  return (
    <SettingsSection
      title={t('settings.version')}
      name="version"
      onSaved={onSaved}
      save={() => api(postSitesBySiteVersions, { params: { site: settings.site }, body: version })}
    >
      <ul className="plain-list">
        {settings.versions.map((v) => (
          <li key={v.platform}>
            {t('settings.versionNow', { platform: v.platform, version: v.version })}
          </li>
        ))}
      </ul>
      <div className="inline-form">
        <label className="field">
          <span>{t('settings.platform')}</span>
          <select
            value={version.platform}
            onChange={(e) => {
              setVersion({ ...version, platform: e.target.value as typeof version.platform });
            }}
          >
            {VERSION_PLATFORMS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <TextField
          label={t('settings.versionName')}
          value={version.version}
          onValue={(v) => {
            setVersion({ ...version, version: v });
          }}
        />
        <TextField
          label={t('settings.versionCode')}
          type="number"
          min={1}
          value={String(version.versionCode)}
          onValue={(v) => {
            setVersion({ ...version, versionCode: Number(v) });
          }}
        />
        <TextField
          label={t('settings.downloadUrl')}
          type="url"
          value={version.url}
          onValue={(url) => {
            setVersion({ ...version, url });
          }}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={version.isForce}
            onChange={(e) => {
              setVersion({ ...version, isForce: e.target.checked });
            }}
          />
          <span>{t('settings.force')}</span>
        </label>
      </div>
      <label className="field">
        <span>{t('settings.notes')}</span>
        <textarea
          rows={4}
          maxLength={2000}
          lang={siteByLang(settings.site).locale}
          value={version.notes}
          onChange={(e) => {
            setVersion({ ...version, notes: e.target.value });
          }}
        />
      </label>
    </SettingsSection>
  );
}
