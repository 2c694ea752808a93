import { cspHash } from './cspHash.ts';

/**
 * The inline script that starts the app once the reader can read. The server sends every screen
 * readers arrive on as HTML (docs/adr/0006), so the article is readable before any JavaScript
 * runs. Loading the app's modules from `<script>`/`modulepreload` tags would have the browser fetch
 * them beside the page's main picture and run them before the first paint: on a phone on a slow
 * network both make the reader wait longer for what they came for. This script asks for the
 * modules once the pictures the page preloads (its main picture; a processed picture by its
 * `imagesrcset`, so the rendition the browser chose) have arrived and a frame has been
 * painted, at the reader's first tap or key if that comes sooner, and after three seconds at the
 * latest. A page whose HTML is hidden because a link named another screen (the `deep-link` class
 * of render/deepLinkScript.ts) has nothing to read: the app is asked for at once. A tab opened in
 * the background gets no frames: the timer covers it. The addresses come from the script's own
 * `data-` attributes, so its text, and the hash the Content-Security-Policy allows it by, never
 * change; it removes itself, leaving no inline script in the page.
 *
 * A page the server rendered with its payload (home and the share pages) is answered by its
 * islands (docs/adr/0033): their small script (`data-islands`) is asked for at once, and a tap
 * on a control before it runs is held for it (`__newsTaps`), so no tap is lost.
 */
export const APP_LOADER_SCRIPT =
  "(function(){var c=document.currentScript,d=c.dataset,s=false,w=['pointerdown','keydown'];c.remove();function add(src){var e=document.createElement('script');e.type='module';e.src=src;document.head.appendChild(e)}var r=document.documentElement.classList.contains('deep-link');if(d.islands&&!r&&document.getElementById('server-render')){var q=window.__newsTaps=[];addEventListener('click',function t(e){if(window.__newsTaps!==q){removeEventListener('click',t,true);return}var g=e.target;if(!(g instanceof Element)||!g.closest('#root')||!g.closest('news-island,a[href^=\"#\"],a[href^=\"/s/\"],button,[role=button],[role=tab],summary,label'))return;e.preventDefault();e.stopPropagation();q.push(g)},true);return add(d.islands)}function go(){if(s)return;s=true;w.forEach(function(t){removeEventListener(t,go,true)});(d.preload||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});add(d.entry)}if(r)return go();function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}w.forEach(function(t){addEventListener(t,go,true)});setTimeout(go,3000);var p=document.querySelectorAll('link[rel=preload][as=image]'),n=p.length;if(!n)painted();for(var i=0;i<p.length;i++){var m=new Image();m.onload=m.onerror=function(){if(--n===0)painted()};var o=p[i].getAttribute('imagesrcset');if(o){m.sizes=p[i].getAttribute('imagesizes')||'';m.srcset=o}else m.src=p[i].href}})()";

/** The script's CSP source expression: `'sha256-…'`. */
export const APP_LOADER_SCRIPT_HASH = cspHash(APP_LOADER_SCRIPT);
