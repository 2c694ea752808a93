import { describe, expect, it } from 'vitest';
import { isoDuration } from './isoDuration.ts';

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [8, 'PT8S'],
    [60, 'PT1M'],
    [95, 'PT1M35S'],
    [3_600, 'PT1H'],
    [3_725, 'PT1H2M5S'],
    [7_260, 'PT2H1M'],
    [12.6, 'PT13S'],
  ])('writes %d seconds as %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });
});
