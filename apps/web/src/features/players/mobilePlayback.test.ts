import { describe, expect, it } from 'vitest';
import { NON_WIFI_TIPS } from '@news/contract/constants';
import { decidePlayback, isCellular } from './mobilePlayback.ts';

const everyTime = {
  nonWifiTips: NON_WIFI_TIPS.everyTime,
  isOnceTips: false,
  setMobileNetStatus: true,
};

describe('decidePlayback', () => {
  it('plays at once off mobile data, whatever the settings', () => {
    expect(decidePlayback(false, { ...everyTime, setMobileNetStatus: false })).toBe('play');
  });
  it('asks every time on mobile data by default', () => {
    expect(decidePlayback(true, everyTime)).toBe('ask');
    expect(decidePlayback(true, { ...everyTime, isOnceTips: true })).toBe('ask');
  });
  it('asks once when the reader chose to be reminded once', () => {
    const once = { ...everyTime, nonWifiTips: NON_WIFI_TIPS.once };
    expect(decidePlayback(true, once)).toBe('ask');
    expect(decidePlayback(true, { ...once, isOnceTips: true })).toBe('play');
  });
  it('asks again when playing on mobile data is switched off', () => {
    expect(
      decidePlayback(true, {
        nonWifiTips: NON_WIFI_TIPS.once,
        isOnceTips: true,
        setMobileNetStatus: false,
      }),
    ).toBe('ask');
  });
});

describe('isCellular', () => {
  it('reads the Network Information API and treats its absence as not cellular', () => {
    expect(isCellular({ connection: { type: 'cellular' } } as unknown as Navigator)).toBe(true);
    expect(isCellular({ connection: { type: 'wifi' } } as unknown as Navigator)).toBe(false);
    expect(isCellular({} as Navigator)).toBe(false);
  });
});
