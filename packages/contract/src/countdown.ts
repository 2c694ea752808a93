type CountdownParts = {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  done: boolean;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Splits the time left into clock fields. Partial seconds are dropped so the display never shows
 * a second that is not fully left; `done` only flips once no time at all is left.
 */
export function splitCountdown(ms: number): CountdownParts {
  if (!Number.isFinite(ms) || ms <= 0) {
    return { days: '00', hours: '00', minutes: '00', seconds: '00', done: true };
  }
  const totalSeconds = Math.floor(ms / 1000);
  return {
    days: pad(Math.floor(totalSeconds / 86400)),
    hours: pad(Math.floor(totalSeconds / 3600) % 24),
    minutes: pad(Math.floor(totalSeconds / 60) % 60),
    seconds: pad(totalSeconds % 60),
    done: false,
  };
}
