/**
 * Addresses an editor may put in an item: pictures, posters, streams and replays are our own
 * media (a path on this host, `/media/...`) or an https/http address; outside links are http(s)
 * only. Nothing else — no `javascript:`, `data:` or protocol-relative `//host` — can reach a
 * reader's `src` or `href`.
 */
export const URL_MAX = 2000;

export function isMediaUrl(value: string): boolean {
  if (value === '') return true;
  if (value.length > URL_MAX || /[\s\\<>"']/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isWebUrl(value);
}

export function isWebUrl(value: string): boolean {
  if (value === '') return true;
  if (value.length > URL_MAX || /[\s\\<>"']/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
