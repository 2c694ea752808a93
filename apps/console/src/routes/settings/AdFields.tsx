import { useRef } from 'react';
import type { AdInput } from '@news/contract/console/siteSettingsSchemas';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { ImageField } from '../../components/editor/ImageField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { fromLocalInput, toLocalInput } from '../../lib/localTime.ts';

/** A new ad: running from now for a month. */
export function newAd(): AdInput {
  const now = new Date();
  return {
    title: '',
    description: '',
    img: '',
    url: '',
    startAt: now.toISOString(),
    endAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
  };
}

/** The fields of an ad, a start image or a pop-up: picture, words, link, when it runs. */
export function AdFields({
  site,
  value,
  onValue,
  name,
}: {
  site: SiteLang;
  value: AdInput;
  onValue: (ad: AdInput) => void;
  name: string;
}) {
  const { t } = useI18n();
  // An upload ends after the render that started it: its picture joins what was typed since.
  const latest = useRef(value);
  latest.current = value;
  const set = (changes: Partial<AdInput>): void => {
    onValue({ ...latest.current, ...changes });
  };
  return (
    <div className="ad-fields">
      <ImageField
        label={t('settings.picture')}
        site={site}
        name={`${name}-img`}
        value={value.img}
        onChange={(img) => {
          set({ img });
        }}
      />
      <TextField
        label={t('settings.adTitle')}
        name={`${name}-title`}
        lang={siteByLang(site).locale}
        required
        maxLength={100}
        value={value.title}
        onValue={(title) => {
          set({ title });
        }}
      />
      <TextField
        label={t('settings.adDescription')}
        lang={siteByLang(site).locale}
        maxLength={500}
        value={value.description}
        onValue={(description) => {
          set({ description });
        }}
      />
      <TextField
        label={t('settings.adUrl')}
        type="url"
        value={value.url}
        onValue={(url) => {
          set({ url });
        }}
      />
      <TextField
        label={t('settings.startAt')}
        type="datetime-local"
        value={toLocalInput(value.startAt)}
        onValue={(v) => {
          set({ startAt: fromLocalInput(v) });
        }}
      />
      <TextField
        label={t('settings.endAt')}
        type="datetime-local"
        value={toLocalInput(value.endAt)}
        onValue={(v) => {
          set({ endAt: fromLocalInput(v) });
        }}
      />
    </div>
  );
}

/** The input part of a stored ad. */
export function adInput(ad: AdInput): AdInput {
  return {
    title: ad.title,
    description: ad.description,
    img: ad.img,
    url: ad.url,
    startAt: ad.startAt,
    endAt: ad.endAt,
  };
}
