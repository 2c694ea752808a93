import { describe, expect, it, vi } from 'vitest';
import { BackgroundWork, type WorkLog } from './BackgroundWork.ts';

const HOUR = 3_600_000;

/** A turn the test finishes when it wants: the work waits on `release`. */
function gate() {
  let release = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    opened,
    release: () => {
      release();
    },
  };
}

describe('BackgroundWork', () => {
  const quiet: WorkLog = { error: () => undefined };

  it('runs a turn at start, and again at once while turns find work', async () => {
    let turns = 0;
    const work = new BackgroundWork('test', HOUR, () => Promise.resolve(++turns < 3), quiet);
    work.start();
    await vi.waitFor(() => {
      expect(turns).toBe(3);
    });
    await work.stop();
    expect(turns).toBe(3);
  });

  it('never runs two turns at once: a wake during a turn runs one more after it', async () => {
    const first = gate();
    let running = 0;
    let most = 0;
    let turns = 0;
    const work = new BackgroundWork(
      'test',
      HOUR,
      async () => {
        running += 1;
        most = Math.max(most, running);
        turns += 1;
        if (turns === 1) await first.opened;
        running -= 1;
        return false;
      },
      quiet,
    );
    work.start();
    work.wake();
    work.wake();
    first.release();
    await vi.waitFor(() => {
      expect(turns).toBe(2);
    });
    await work.stop();
    expect(most).toBe(1);
    expect(turns).toBe(2);
  });

  it('logs a failed turn and goes on with the next', async () => {
    const errors: string[] = [];
    let turns = 0;
    const work = new BackgroundWork(
      'publishing',
      HOUR,
      () => {
        turns += 1;
        return turns === 1 ? Promise.reject(new Error('boom')) : Promise.resolve(false);
      },
      { error: (_details, message) => errors.push(message) },
    );
    work.start();
    await vi.waitFor(() => {
      expect(errors).toEqual(['publishing failed']);
    });
    work.wake();
    await vi.waitFor(() => {
      expect(turns).toBe(2);
    });
    await work.stop();
  });

  it('waits for the turn in progress on stop, and runs no more', async () => {
    const turn = gate();
    let finished = 0;
    let turns = 0;
    const work = new BackgroundWork(
      'test',
      HOUR,
      async () => {
        turns += 1;
        await turn.opened;
        finished += 1;
        return true;
      },
      quiet,
    );
    work.start();
    const stopped = work.stop();
    turn.release();
    await stopped;
    expect(finished).toBe(1);
    work.wake();
    expect(turns).toBe(1);
  });
});
