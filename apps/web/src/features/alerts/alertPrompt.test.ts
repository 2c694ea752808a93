import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_NOW_MS, noteScreen, promptDue, snoozePrompt, startVisit } from './alertPrompt.ts';

const ARTICLE = '/pages/news-detail/news-detail';
const NOW = Date.parse('2026-11-29T12:00:00Z');

/** A new visit: the tab's session ends, the device's memory stays. */
function newVisit(pathname = '/'): void {
  sessionStorage.clear();
  startVisit('en', pathname);
}

const read = (...ids: string[]): void => {
  for (const id of ids) noteScreen('en', ARTICLE, id);
};

describe('when the alerts opt-in is asked', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('never on the first visit, however much is read', () => {
    newVisit();
    read('1', '2', '3', '4');
    expect(promptDue('en', NOW)).toBe(false);
  });

  it('on a later visit, after the third item read in it (each item once)', () => {
    newVisit();
    newVisit();
    read('1', '2', '2');
    noteScreen('en', '/pages/index/index', '9');
    expect(promptDue('en', NOW)).toBe(false);
    read('3');
    expect(promptDue('en', NOW)).toBe(true);
  });

  it('never in a visit that began on a shared link', () => {
    newVisit();
    newVisit('/s/en/7');
    read('7', '8', '9');
    expect(promptDue('en', NOW)).toBe(false);
  });

  it('not again for a while after “not now”', () => {
    newVisit();
    newVisit();
    read('1', '2', '3');
    snoozePrompt('en', NOW);
    expect(promptDue('en', NOW + 86_400_000)).toBe(false);
    expect(promptDue('en', NOW + NOT_NOW_MS)).toBe(true);
  });

  it('counts a visit once however often the app starts in the tab', () => {
    newVisit();
    startVisit('en', '/');
    read('1', '2', '3');
    expect(promptDue('en', NOW)).toBe(false);
  });
});
