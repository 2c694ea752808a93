import { APP_THEME, THEME_STORAGE_KEY } from '@news/contract/appTheme';
import { cspHash } from './cspHash.ts';

/**
 * The inline script in the head of every page of the app that applies the reader's theme choice
 * before the first paint. The stylesheet follows the system's light or dark setting by itself;
 * a reader who chose light or dark in settings gets `data-theme` on `<html>` here, so the page is
 * never painted in the other theme first (a white flash at night). The browser's bar takes the
 * chosen theme's colour too. It reads nothing but that one stored value, removes itself from the
 * page, and is allowed by its hash in the Content-Security-Policy.
 */
export const THEME_SCRIPT = `(function(){var t;try{t=JSON.parse(localStorage.getItem('${THEME_STORAGE_KEY}'))}catch(e){}if(t==='light'||t==='dark'){document.documentElement.setAttribute('data-theme',t);var c=t==='dark'?'${APP_THEME.dark}':'${APP_THEME.light}',m=document.querySelectorAll('meta[name=theme-color]');for(var i=0;i<m.length;i++)m[i].setAttribute('content',c)}var s=document.currentScript;if(s)s.remove()})()`;

/** The script's CSP source expression: `'sha256-…'`. */
export const THEME_SCRIPT_HASH = cspHash(THEME_SCRIPT);
