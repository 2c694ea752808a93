/**
 * What a server-rendered page hands the app that takes it over: the site, the hash route the HTML
 * shows, and the API answers it was rendered from, so the first client render matches the HTML
 * and asks the API for nothing it already has. Carried as JSON in a non-executed script element
 * (the Content-Security-Policy allows no inline script).
 */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

/** The cookie that tells the server which site a returning reader reads, for `/`. */
export const LANG_COOKIE = 'news_lang';
