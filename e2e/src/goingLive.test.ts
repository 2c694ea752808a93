import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { watchedPage } from './appServer.ts';
import { closeOverlays, launchBrowser, phoneContext } from './browser.ts';
import { addStaffByCli, desk, firstSignIn, notice } from './consoleDesk.ts';
import { startServer, type RunningServer } from './startServer.ts';

/*
 * Issue 27's acceptance: the newsroom goes live from its own encoder. ffmpeg is the encoder (a
 * test pattern with a burnt-in clock and a tone, pushed over RTMP), the console is an admin's
 * empty desk browser, the reader is an empty phone.
 */

const ADMIN_PASSWORD = 'a desk that goes live';
const TITLE = 'Harbour festival opening, live';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** ffmpeg pushing a 640×360 test pattern with a clock and a 1 kHz tone, as an encoder does. */
function encoder(target: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=1000:sample_rate=48000',
      '-vf',
      "drawtext=text='%{localtime\\:%T}':x=20:y=20:fontsize=36:fontcolor=white:box=1:boxcolor=black",
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-g',
      '50',
      '-c:a',
      'aac',
      '-f',
      'flv',
      target,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** How an encoder's run ended: its exit code (a refused key ends it at once). */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGKILL');
  await done;
}

/** The reader's video's playback position, in seconds. */
async function playedSeconds(page: Page): Promise<number> {
  return page
    .locator('[data-testid="video"]')
    .evaluate((video: HTMLVideoElement) => video.currentTime);
}

describe('going live from the newsroom’s own encoder', () => {
  let server: RunningServer;
  let browser: Browser;
  let rtmpPort = 0;
  let running: ChildProcess | undefined;
  const errors: string[] = [];

  beforeAll(async () => {
    rtmpPort = await freePort();
    server = await startServer({
      INGEST: 'true',
      INGEST_RTMP_PORT: String(rtmpPort),
      INGEST_HOST: '127.0.0.1',
      INGEST_PUBLIC_URL: `rtmp://127.0.0.1:${String(rtmpPort)}/live`,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await stop(running);
    await browser.close();
    await server.stop();
  });

  it('takes an encoder on a broadcast made in the console, keeps readers watching through a drop, and makes the replay', async () => {
    const oneTime = await addStaffByCli(server, 'live.chief', 'admin');
    const context = await desk(browser);
    const newsroom = await watchedPage(context, errors);
    await firstSignIn(newsroom, server.url, 'live.chief', oneTime, ADMIN_PASSWORD);

    // A broadcast from an empty console: on air from now for an hour, published.
    await newsroom.selectOption('.new-item select[name="site"]', 'en');
    await newsroom.selectOption('.new-item select[name="type"]', 'authPublishPlayback');
    await newsroom.click('text=New item');
    await newsroom.fill('input[name="title"]', TITLE);
    await newsroom.fill('input[name="host"]', 'Harbour desk');
    await newsroom.click('.workflow-actions >> text=Save');
    await notice(newsroom, 'Saved.');
    await newsroom.click('.workflow-actions >> text=Publish');
    await notice(newsroom, 'Published');

    // The desk gives the encoder's server and key.
    const deskPanel = newsroom.getByTestId('live-desk');
    await deskPanel.waitFor();
    const ingestServer = await newsroom.inputValue('input[name="rtmpUrl"]');
    expect(ingestServer).toBe(`rtmp://127.0.0.1:${String(rtmpPort)}/live`);
    expect(await newsroom.getAttribute('input[name="streamKey"]', 'type')).toBe('password');
    await newsroom.click('button >> text=Show');
    const key = await newsroom.inputValue('input[name="streamKey"]');
    expect(key).toMatch(/^live_[\w-]{24}$/);

    // A wrong key is refused at connect: the encoder gives up at once.
    const wrong = encoder(`${ingestServer}/live_${'x'.repeat(24)}`);
    expect(await exited(wrong)).not.toBe(0);

    // With the right key the broadcast goes on air and a reader's phone plays it.
    running = encoder(`${ingestServer}/${key}`);
    await expect.poll(() => deskPanel.getAttribute('data-state'), { timeout: 30_000 }).toBe('live');
    const db = new Database(join(server.dataDir, 'news.sqlite'), { readonly: true });
    const live = db.prepare('select id from live_broadcasts where title = ?').get(TITLE) as {
      id: number;
    };
    db.close();
    const phone = await phoneContext(browser, 'en-GB');
    const reader = await phone.newPage();
    await reader.goto(`${server.url}/#/pages/live/detail?id=${String(live.id)}&lang=en`);
    await closeOverlays(reader);
    await reader.locator('[data-testid="live-detail"][data-status="live"]').waitFor({
      timeout: 30_000,
    });
    await expect.poll(() => playedSeconds(reader), { timeout: 45_000 }).toBeGreaterThan(2);

    // The encoder drops for 10 s and comes back: the same broadcast, the reader keeps watching.
    await stop(running);
    await reader.getByTestId('live-reconnecting').waitFor({ timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    running = encoder(`${ingestServer}/${key}`);
    await expect
      .poll(() => reader.getByTestId('live-reconnecting').count(), { timeout: 45_000 })
      .toBe(0);
    const resumedAt = await playedSeconds(reader);
    await expect
      .poll(() => playedSeconds(reader), { timeout: 45_000 })
      .toBeGreaterThan(resumedAt + 2);
    expect(reader.url()).toContain(`id=${String(live.id)}`);

    // The encoder stops: within a minute of the window's end the broadcast is a replay the reader
    // plays, about as long as what went on air.
    await stop(running);
    running = undefined;
    await reader.locator('[data-testid="live-detail"][data-status="playback"]').waitFor({
      timeout: 60_000,
    });
    // A replay waits for the reader's tap, as every video on demand does.
    await reader.locator('.player-start').click();
    await expect.poll(() => playedSeconds(reader), { timeout: 30_000 }).toBeGreaterThan(1);
    const duration = await reader
      .locator('[data-testid="video"]')
      .evaluate((video: HTMLVideoElement) => video.duration);
    expect(duration).toBeGreaterThan(10);
    expect(duration).toBeLessThan(600);
    expect(errors).toEqual([]);
    await phone.close();
    await context.close();
  }, 360_000);
});
