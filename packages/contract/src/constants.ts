/** Business constants and limits of docs/product.md §5 (and the app identity of section 1). */

export const APP_VERSION = '1.6.2';
export const APP_VERSION_CODE = 164;

export const CHUNK_TIMEOUT_MS = 120_000;
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export const REQUEST_TIMEOUT_MS = 60_000;
export const SOCKET_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const DOWNLOAD_TIMEOUT_MS = 60_000;

export const TOAST_DURATION_MS = 1_000;
export const DOUBLE_BACK_EXIT_WINDOW_MS = 1_000;

export const REACH_BOTTOM_DISTANCE = 60;

export const CUSTOM_BAR_OFFSET_ANDROID = 50;
export const CUSTOM_BAR_OFFSET_OTHER = 45;
export const CUSTOM_BAR_TITLE_SIZE_RPX = 36;

export const MESSAGING_APP_LOCATION_TYPE = 'gcj02';
export const IMAGE_CHOICE_COUNT = 1;

export const UPGRADE_POPUP_ANIMATION_MS = 200;

export const FONT_LEVELS = ['standard', 'large', 'superLarge'] as const;
export type FontLevel = (typeof FONT_LEVELS)[number];

/** How the mobile-network playback reminder repeats (local item `nonWifiTips`, default 2). */
export const NON_WIFI_TIPS = { once: 1, everyTime: 2 } as const;
export const NON_WIFI_TIPS_DEFAULT = NON_WIFI_TIPS.everyTime;
export const SET_MOBILE_NET_STATUS_DEFAULT = true;
export const AUTO_CONTINUE_PLAY_DEFAULT = true;

/** Window in which a signed request's timestamp is accepted, and a nonce remembered. */
export const SIGNATURE_WINDOW_MS = 300_000;

/** The default message for a refused call when the server sends none (docs/product.md §6). */
export const DEFAULT_ERROR_MESSAGE_ZH = '请求出错,稍后重试';
