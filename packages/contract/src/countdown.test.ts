import { describe, expect, it } from 'vitest';
import { splitCountdown } from './countdown.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('splitCountdown', () => {
  it('splits and zero-pads', () => {
    expect(splitCountdown(1 * D + 2 * H + 3 * M + 4 * S)).toEqual({
      days: '01',
      hours: '02',
      minutes: '03',
      seconds: '04',
      done: false,
    });
    expect(splitCountdown(23 * H + 59 * M + 59 * S + 999)).toEqual({
      days: '00',
      hours: '23',
      minutes: '59',
      seconds: '59',
      done: false,
    });
  });

  it('lets days grow past two digits', () => {
    expect(splitCountdown(123 * D + 5 * S)).toMatchObject({ days: '123', seconds: '05' });
    expect(splitCountdown(10 * D).days).toBe('10');
  });

  it('drops partial seconds but is not done until time is up', () => {
    expect(splitCountdown(999)).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
      done: false,
    });
    expect(splitCountdown(1000).seconds).toBe('01');
  });

  it('is done at zero, below zero and for nonsense', () => {
    const done = { days: '00', hours: '00', minutes: '00', seconds: '00', done: true };
    expect(splitCountdown(0)).toEqual(done);
    expect(splitCountdown(-5 * M)).toEqual(done);
    expect(splitCountdown(Number.NaN)).toEqual(done);
    expect(splitCountdown(Number.POSITIVE_INFINITY)).toEqual(done);
  });
});
