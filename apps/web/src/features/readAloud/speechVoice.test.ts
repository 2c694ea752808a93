import { describe, expect, it } from 'vitest';
import { pickVoice, speechLang } from './speechVoice.ts';

const voice = (lang: string, isDefault = false) => ({ lang, default: isDefault, name: lang });

describe('speechLang', () => {
  it('names each site’s language as voices are tagged', () => {
    expect(['zh-Hans', 'en', 'kr', 'ja', 'ru'].map((l) => speechLang(l as never))).toEqual([
      'zh-CN',
      'en',
      'ko',
      'ja',
      'ru',
    ]);
  });
});

describe('pickVoice', () => {
  it('takes a voice of the language, the default one first', () => {
    const voices = [voice('en-GB'), voice('ru-RU'), voice('en-US', true)];
    expect(pickVoice(voices, 'en')?.lang).toBe('en-US');
    expect(pickVoice(voices, 'ru')?.lang).toBe('ru-RU');
    expect(pickVoice([voice('ko_KR')], 'ko')?.lang).toBe('ko_KR');
  });

  it('reads Chinese with a Mandarin voice only, never with Cantonese', () => {
    expect(pickVoice([voice('zh-HK'), voice('zh-CN')], 'zh-CN')?.lang).toBe('zh-CN');
    expect(pickVoice([voice('zh-HK'), voice('zh-TW')], 'zh-CN')).toBeUndefined();
    expect(pickVoice([voice('zh')], 'zh-CN')?.lang).toBe('zh');
  });

  it('finds none when the device has no voice for the language', () => {
    expect(pickVoice([voice('en-US', true), voice('de-DE')], 'ja')).toBeUndefined();
    expect(pickVoice<ReturnType<typeof voice>>([], 'en')).toBeUndefined();
  });
});
