import type { SiteLang } from '@news/contract/sites';

/**
 * The language an item is read in, as speech engines name their voices: an item is written in
 * its site's language, and Simplified Chinese voices are tagged by region (`zh-CN`), not script.
 */
const SPEECH_LANGS: Record<SiteLang, string> = {
  'zh-Hans': 'zh-CN',
  en: 'en',
  kr: 'ko',
  ja: 'ja',
  ru: 'ru',
};

export function speechLang(lang: SiteLang): string {
  return SPEECH_LANGS[lang];
}

/** What read-aloud needs of a voice. */
export interface VoiceInfo {
  lang: string;
  default: boolean;
}

/**
 * The voice to read a language with: one tagged exactly so (`zh-CN`), else one of the same
 * language (`en-GB` for `en`), the browser's default among them first; none when the device has
 * no voice for it. Cantonese (`zh-HK`) is not Mandarin: a Chinese item is read only by a `zh-CN`
 * voice, or a `zh` voice without a region.
 */
export function pickVoice<V extends VoiceInfo>(voices: readonly V[], lang: string): V | undefined {
  const wanted = lang.toLowerCase();
  const primary = wanted.split('-')[0] ?? wanted;
  const tagOf = (voice: V): string => voice.lang.toLowerCase().replace(/_/g, '-');
  const fits = (voice: V): boolean => {
    const tag = tagOf(voice);
    if (tag === wanted) return true;
    if (wanted.includes('-')) return tag === primary;
    return tag.split('-')[0] === primary;
  };
  const candidates = voices.filter(fits);
  return (
    candidates.find((v) => tagOf(v) === wanted && v.default) ??
    candidates.find((v) => tagOf(v) === wanted) ??
    candidates.find((v) => v.default) ??
    candidates[0]
  );
}
