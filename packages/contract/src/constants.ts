/** Business constants and limits of docs/product.md §5 (and the app identity of section 1). */

export const APP_VERSION = '1.6.2';
export const APP_VERSION_CODE = 164;

export const CHUNK_TIMEOUT_MS = 120_000;
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

export const TOAST_DURATION_MS = 1_000;
export const DOUBLE_BACK_EXIT_WINDOW_MS = 1_000;

export const REACH_BOTTOM_DISTANCE = 60;

export const MESSAGING_APP_LOCATION_TYPE = 'gcj02';

export const FONT_LEVELS = ['standard', 'large', 'superLarge'] as const;
export type FontLevel = (typeof FONT_LEVELS)[number];

/** How the mobile-network playback reminder repeats (local item `nonWifiTips`, default 2). */
export const NON_WIFI_TIPS = { once: 1, everyTime: 2 } as const;

/** Window in which a signed request's timestamp is accepted, and a nonce remembered. */
export const SIGNATURE_WINDOW_MS = 300_000;
