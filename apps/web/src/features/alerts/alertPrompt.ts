import type { SiteLang } from '@news/contract/sites';

/** Items read in one visit before the opt-in may be asked (on a later visit than the first). */
export const READS_BEFORE_PROMPT = 3;
/** How long "not now" keeps the question away. */
export const NOT_NOW_MS = 30 * 86_400_000;

/** The item screens: opening one counts as reading it. */
const ITEM_PATHS = new Set([
  '/pages/news-detail/news-detail',
  '/pages/tu-shuo/detail',
  '/pages/tu-jie/detail',
  '/pages/video/video-detail1',
  '/pages/live/detail',
  '/pages/auth-publish/playback',
]);

/** Across visits (this device): how many visits began, and until when "not now" holds. */
interface Lasting {
  visits: number;
  notNowUntil: number;
}

/** This visit (this tab's session): whether it began on a shared link, and the items read. */
interface Visit {
  shared: boolean;
  read: string[];
}

const lastingKey = (lang: SiteLang): string => `alertsPrompt:${lang}`;
const visitKey = (lang: SiteLang): string => `alertsVisit:${lang}`;

function read(storage: Storage, key: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the question is then never asked, which is the safe side.
  }
}

function lasting(lang: SiteLang): Lasting {
  const value = read(localStorage, lastingKey(lang));
  return {
    visits: typeof value?.visits === 'number' ? value.visits : 0,
    notNowUntil: typeof value?.notNowUntil === 'number' ? value.notNowUntil : 0,
  };
}

function visit(lang: SiteLang): Visit | undefined {
  const value = read(sessionStorage, visitKey(lang));
  if (!value) return undefined;
  return {
    shared: value.shared === true,
    read: Array.isArray(value.read) ? value.read.filter((id) => typeof id === 'string') : [],
  };
}

/**
 * Called when the app starts: a tab's first start is a new visit. A visit that begins on a shared
 * link (`/s/...`) is marked, and the question is never asked in it.
 */
export function startVisit(lang: SiteLang, pathname: string): void {
  if (visit(lang)) return;
  write(sessionStorage, visitKey(lang), { shared: pathname.startsWith('/s/'), read: [] });
  const before = lasting(lang);
  write(localStorage, lastingKey(lang), { ...before, visits: before.visits + 1 });
}

/** Counts an item screen opened in this visit (each item once). */
export function noteScreen(lang: SiteLang, path: string, id: string | null): void {
  const current = visit(lang);
  if (!current || !ITEM_PATHS.has(path) || !id || current.read.includes(id)) return;
  write(sessionStorage, visitKey(lang), { ...current, read: [...current.read, id] });
}

/**
 * Whether to ask now: not on the first visit, not in a visit begun on a shared link, only after
 * the third item read in this visit, and not while "not now" holds.
 */
export function promptDue(lang: SiteLang, now: number): boolean {
  const current = visit(lang);
  const before = lasting(lang);
  return (
    current !== undefined &&
    !current.shared &&
    before.visits >= 2 &&
    current.read.length >= READS_BEFORE_PROMPT &&
    before.notNowUntil <= now
  );
}

/** "Not now" (or any answer): the question stays away for a while. */
export function snoozePrompt(lang: SiteLang, now: number): void {
  write(localStorage, lastingKey(lang), { ...lasting(lang), notNowUntil: now + NOT_NOW_MS });
}
