import { FONT_LEVELS, NON_WIFI_TIPS, type FontLevel } from '@news/contract/constants';
import type { Profile } from '@news/contract/accountSchemas';
import { THEME_CHOICES, type ThemeChoice } from '@news/contract/appTheme';
import { isSiteLang, type SiteLang } from '@news/contract/sites';

/**
 * The app's local items (docs/product.md §4) in one typed place, with their defaults. Reads never throw:
 * private modes and full storage fall back to the defaults.
 */
export interface LocalItems {
  platform: 'H5' | 'wxOfficialAccount';
  spm: string;
  lastPage: string;
  localLanguage: SiteLang | '';
  isGray: boolean;
  nonWifiTips: number;
  isOnceTips: boolean;
  setMobileNetStatus: boolean;
  autoContinuePlay: boolean;
  fontLevel: FontLevel;
  token: string;
  isLogin: boolean;
  searchHistory: string[];
  privacyAccepted: '' | 'yes' | 'no';
  chosenCity: string;
  popupSeen: string;
  /** The signed-in reader's profile, from the user info call (the session, docs/product.md §4). */
  userInfo: Profile | null;
  /** Their counts (userData). */
  userData: {
    commentCount: number;
    likeCount: number;
    collectCount: number;
    unreadMessageCount: number;
  } | null;
  chatSessionId: string;
  /** How the reader signed in: password or the messaging app. */
  authType: '' | 'password' | 'wechat';
  /** The reader turned grey mode on in settings (on top of the memorial-day setting). */
  readerGray: boolean;
  /**
   * Light, dark or the system's (key `THEME_STORAGE_KEY`: the server's head script applies it
   * before the first paint).
   */
  theme: ThemeChoice;
}

const DEFAULTS: LocalItems = {
  platform: 'H5',
  spm: '',
  lastPage: '',
  localLanguage: '',
  isGray: false,
  nonWifiTips: NON_WIFI_TIPS.everyTime,
  isOnceTips: false,
  setMobileNetStatus: true,
  autoContinuePlay: true,
  fontLevel: 'standard',
  token: '',
  isLogin: false,
  searchHistory: [],
  privacyAccepted: '',
  chosenCity: '',
  popupSeen: '',
  userInfo: null,
  userData: null,
  chatSessionId: '',
  authType: '',
  readerGray: false,
  theme: 'system',
};

function valid<K extends keyof LocalItems>(key: K, value: unknown): value is LocalItems[K] {
  const fallback = DEFAULTS[key];
  if (key === 'localLanguage') return value === '' || isSiteLang(value);
  if (key === 'fontLevel') return (FONT_LEVELS as readonly unknown[]).includes(value);
  if (key === 'theme') return (THEME_CHOICES as readonly unknown[]).includes(value);
  if (key === 'platform') return value === 'H5' || value === 'wxOfficialAccount';
  if (key === 'userInfo' || key === 'userData')
    return value === null || (typeof value === 'object' && !Array.isArray(value));
  if (key === 'authType') return value === '' || value === 'password' || value === 'wechat';
  if (Array.isArray(fallback))
    return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === typeof fallback;
}

export function readItem<K extends keyof LocalItems>(key: K): LocalItems[K] {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return DEFAULTS[key];
    const value: unknown = JSON.parse(raw);
    return valid(key, value) ? value : DEFAULTS[key];
  } catch {
    return DEFAULTS[key];
  }
}

export function writeItem<K extends keyof LocalItems>(key: K, value: LocalItems[K]): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the setting lasts for this page view only.
  }
}

export function removeItem(key: keyof LocalItems): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Fired on window when the reader saves a new text size, so the app frame applies it at once. */
export const FONT_LEVEL_EVENT = 'news:font-level';

/** Fired on window when the reader switches grey mode in settings. */
export const GRAY_EVENT = 'news:gray';

/** The messaging app's in-app browser identifies itself in the user agent. */
export function detectPlatform(userAgent: string): LocalItems['platform'] {
  return /MicroMessenger/i.test(userAgent) ? 'wxOfficialAccount' : 'H5';
}
