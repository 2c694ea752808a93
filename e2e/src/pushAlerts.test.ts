import { describe, expect, it } from 'vitest';
import type { Worker } from 'playwright-core';
import { useAppServer, watchedPage } from './appServer.ts';
import { closeOverlays, phoneContext } from './browser.ts';
import { siteApi } from './siteApi.ts';

interface Row {
  id: string;
  title: string;
  publishType: string;
}

describe('breaking-news alerts in the browser', () => {
  const app = useAppServer();

  it('shows a delivered push message as a notification with the item’s title, and a click opens the item', async () => {
    const base = app.server.url;
    const list = await siteApi<{ rows: Row[] }>(base, 'en', '/cms/content/commonList', {
      publishType: 'TUWEN',
      pageSize: '5',
    });
    const item = list.rows[0];
    if (!item) throw new Error('no demo article');

    const context = await phoneContext(app.browser, 'en-GB');
    await context.grantPermissions(['notifications'], { origin: base });
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.goto(`${base}/?lang=en`);
    await closeOverlays(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    // DevTools delivers the message to the worker as the browser's push service would.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    // What the browser said of the worker, for a failure to name (a push once went unshown).
    const workerStates: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) workerStates.push(`${v.versionId}:${v.status}/${v.runningStatus}`);
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const shareRoute = `${base}/s/en/${item.id}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: base,
      registrationId,
      data: JSON.stringify({
        id: 41,
        title: item.title,
        body: 'Just in: read the full story.',
        url: shareRoute,
        contentId: Number(item.id),
        lang: 'en',
        at: new Date().toISOString(),
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
        }),
      )
      .toEqual([{ title: item.title, body: 'Just in: read the full story.', tag: 'alert-41' }]);

    // A click: no DevTools call clicks a notification, so the worker is handed the event a click
    // fires, and the window it asks for is opened as the browser would open it.
    const worker = context.serviceWorkers().find((w: Worker) => w.url().startsWith(base));
    if (!worker) throw new Error('no service worker');
    const opened = await worker.evaluate(async () => {
      // The worker's own globals (the e2e code is typed for pages, not workers).
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<unknown[]> };
        clients: {
          matchAll: () => Promise<unknown[]>;
          openWindow: (url: string | URL) => Promise<null>;
        };
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) return 'no notification';
      const asked: string[] = [];
      const pending: Promise<unknown>[] = [];
      // Windows are focused or opened only on a real click; record what the handler asks for.
      scope.clients.matchAll = () => Promise.resolve([]);
      scope.clients.openWindow = (url: string | URL) => {
        asked.push(String(url));
        return Promise.resolve(null);
      };
      const click = new scope.NotificationEvent('notificationclick', { notification });
      Object.defineProperty(click, 'waitUntil', {
        value: (p: Promise<unknown>) => pending.push(p),
      });
      scope.dispatchEvent(click);
      await Promise.all(pending);
      return asked.join(' ');
    });
    expect(opened).toBe(shareRoute);
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
        ),
      )
      .toBe(0);

    await page.goto(opened);
    await closeOverlays(page);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);

    // A message without words still shows, in the site's language.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: base,
      registrationId,
      data: '{"lang":"en"}',
    });
    try {
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
          ),
        )
        .toEqual(['Breaking news']);
    } catch (error) {
      throw new Error(
        `the second push showed nothing; the worker went through ${workerStates.slice(-8).join(', ')}`,
        { cause: error },
      );
    }
    expect(errors).toEqual([]);
    await cdp.detach();
    await context.close();
  });
});
