import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IngestStatus } from '@news/contract/console/ingestSchemas';
import { fakeApi, ok, type FakeApi } from '../../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../../testing/renderWithConsole.tsx';
import { DESK_POLL_MS, LiveDeskPanel } from './LiveDeskPanel.tsx';

const NOW = Date.parse('2026-11-29T10:01:05.000Z');

/** Item 5's ingest as the server describes it, with what a test needs changed. */
function ingest(changes: Partial<IngestStatus> = {}): IngestStatus {
  return {
    itemId: '5',
    rtmpUrl: 'rtmp://news.example:1935/live',
    ingest: 'ready',
    streamKey: 'key-one-4f9a',
    srtUrl: '',
    state: 'idle',
    onAirSince: '',
    input: null,
    watchingNow: 0,
    previewUrl: '',
    replay: { state: 'none', url: '', durationSeconds: 0 },
    log: [],
    ...changes,
  };
}

const onAir = (changes: Partial<IngestStatus> = {}): IngestStatus =>
  ingest({
    state: 'live',
    onAirSince: '2026-11-29T10:00:00.000Z',
    input: {
      width: 1920,
      height: 1080,
      fps: 29.97,
      videoCodec: 'h264',
      videoKbps: 4500,
      audio: 'aac 48000 Hz stereo',
    },
    watchingNow: 1234,
    previewUrl: '/media/live/5/master.m3u8',
    log: [
      { at: '2026-11-29T10:00:00.000Z', event: 'connect', detail: '203.0.113.7' },
      { at: '2026-11-29T09:58:00.000Z', event: 'refused', detail: 'badKey' },
    ],
    ...changes,
  });

let visibility: DocumentVisibilityState = 'visible';

async function openDesk(api: FakeApi, onChapters = vi.fn()) {
  const view = await renderWithConsole(<LiveDeskPanel itemId="5" onChapters={onChapters} />, {
    api,
    staff: staffMember(),
  });
  await screen.findByTestId('live-desk');
  return { ...view, onChapters };
}

const desk = () => within(screen.getByTestId('live-desk'));
const ingestGets = (api: FakeApi) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/items/5/ingest').length;

describe('the live desk', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the poll's clock and the wall clock are fake: Testing Library's waits stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // The browser plays HLS itself (as Safari does): the preview gets the playlist as its source.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the encoder’s server and the key hidden until shown, each with a copy button that says it copied', async () => {
    const api = fakeApi({ 'GET /items/5/ingest': () => ok(ingest()) });
    const { user } = await openDesk(api);
    const server = desk().getByRole('textbox', { name: 'Server (RTMP)' });
    expect((server as HTMLInputElement).value).toBe('rtmp://news.example:1935/live');
    const key = desk().getByLabelText<HTMLInputElement>('Stream key');
    expect(key.type).toBe('password');

    await user.click(desk().getByRole('button', { name: 'Copy Stream key' }));
    expect(await navigator.clipboard.readText()).toBe('key-one-4f9a');
    expect(desk().getByRole('button', { name: 'Stream key copied' }).textContent).toBe('Copied');
    // Copied without being shown.
    expect(key.type).toBe('password');

    await user.click(desk().getByRole('button', { name: 'Show Stream key' }));
    expect(key.type).toBe('text');
    await user.click(desk().getByRole('button', { name: 'Copy Server (RTMP)' }));
    expect(await navigator.clipboard.readText()).toBe('rtmp://news.example:1935/live');
    expect(desk().getByText('Waiting for the encoder')).toBeTruthy();
    expect(desk().getByText('Nothing is coming in from the encoder.')).toBeTruthy();
    expect(desk().queryByRole('alert')).toBeNull();
  });

  it('says when encoders cannot reach this server’s ingest, and why', async () => {
    const api = fakeApi({ 'GET /items/5/ingest': () => ok(ingest({ ingest: 'portTaken' })) });
    await openDesk(api);
    expect(desk().getByRole('alert').textContent).toBe(
      'Ingest is unavailable on this server: another program holds its RTMP port. Encoders cannot connect until the port is free; tell the operator.',
    );
    api.on('GET /items/5/ingest', () => ok(ingest({ ingest: 'failed' })));
    act(() => {
      vi.advanceTimersByTime(DESK_POLL_MS);
    });
    await waitFor(() => {
      expect(desk().getByRole('alert').textContent).toContain('it could not start');
    });
  });

  it('monitors the broadcast on air: preview, input, time on air, readers, the log; polls while in view only', async () => {
    const api = fakeApi({ 'GET /items/5/ingest': () => ok(onAir()) });
    await openDesk(api);
    expect(desk().getByTestId('live-desk-state').textContent).toBe('On air');
    expect(desk().getByTestId('live-desk-uptime').textContent).toBe('1:05');
    expect(desk().getByTestId('live-desk-watching').textContent).toBe('1,234');
    const input = within(desk().getByTestId('live-desk-input'));
    expect(input.getByText('1,920×1,080')).toBeTruthy();
    expect(input.getByText('29.97 fps')).toBeTruthy();
    expect(input.getByText('h264 · 4,500 kb/s')).toBeTruthy();
    expect(input.getByText('aac 48000 Hz stereo')).toBeTruthy();
    const log = within(desk().getByTestId('live-desk-log'));
    expect(log.getByText(/Encoder connected/)).toBeTruthy();
    expect(log.getByText(/Connection refused/).parentElement?.textContent).toContain('badKey');
    const preview = await desk().findByLabelText('Preview: what readers get now (muted)');
    await waitFor(() => {
      expect(preview.getAttribute('src')).toBe('/media/live/5/master.m3u8');
    });

    // The time on air ticks between polls; the next poll brings the encoder's drop.
    api.on('GET /items/5/ingest', () =>
      ok(onAir({ state: 'reconnecting', input: null, watchingNow: 980 })),
    );
    const before = ingestGets(api);
    act(() => {
      vi.advanceTimersByTime(DESK_POLL_MS);
    });
    expect(ingestGets(api)).toBe(before + 1);
    await waitFor(() => {
      expect(desk().getByTestId('live-desk-state').textContent).toBe(
        'Dropped: waiting for the encoder to reconnect',
      );
    });
    expect(desk().getByTestId('live-desk-uptime').textContent).toBe('1:08');
    expect(desk().getByTestId('live-desk-watching').textContent).toBe('980');

    // A hidden tab asks nothing.
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(DESK_POLL_MS * 5);
    });
    expect(ingestGets(api)).toBe(before + 1);
  });

  it('makes a new stream key only once confirmed, and shows the new one', async () => {
    const api = fakeApi({ 'GET /items/5/ingest': () => ok(ingest()) });
    api.on('POST /items/5/ingest/key', () =>
      ok(
        ingest({
          streamKey: 'key-two-77c1',
          log: [{ at: '2026-11-29T10:01:00.000Z', event: 'keyRotated', detail: '' }],
        }),
      ),
    );
    const { user } = await openDesk(api);
    await user.click(desk().getByRole('button', { name: 'New stream key' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Make a new stream key?' });
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((c) => c.path === '/items/5/ingest/key')).toBe(false);

    await user.click(desk().getByRole('button', { name: 'New stream key' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Make a new key',
      }),
    );
    await desk().findByText('A new stream key is in place; the old one no longer works.');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/items/5/ingest/key',
    ]);
    expect(desk().getByLabelText<HTMLInputElement>('Stream key').value).toBe('key-two-77c1');
    expect(desk().getByText(/New stream key$/, { selector: 'li' })).toBeTruthy();
  });

  it('marks a chapter at the current moment while on air, and hands the chapters to the editor', async () => {
    const api = fakeApi({ 'GET /items/5/ingest': () => ok(ingest()) });
    const chapters = [
      { title: 'Opening', offsetSeconds: 0 },
      { title: 'The start gun', offsetSeconds: 65 },
    ];
    api.on('POST /items/5/ingest/chapters', () => ok(chapters));
    const { user, onChapters } = await openDesk(api);
    await user.type(desk().getByRole('textbox', { name: 'Chapter title' }), '  The start gun ');
    // Not on air: nothing to mark yet.
    expect(desk().getByRole('button', { name: 'Chapter here' }).hasAttribute('disabled')).toBe(
      true,
    );

    api.on('GET /items/5/ingest', () => ok(onAir()));
    act(() => {
      vi.advanceTimersByTime(DESK_POLL_MS);
    });
    const here = desk().getByRole('button', { name: 'Chapter here' });
    await waitFor(() => {
      expect(here.hasAttribute('disabled')).toBe(false);
    });
    await user.click(here);
    await desk().findByText('Chapter “The start gun” marked at 1:05.');
    expect(api.calls.filter((c) => c.method === 'POST')).toMatchObject([
      { path: '/items/5/ingest/chapters', body: { title: 'The start gun' } },
    ]);
    expect(onChapters).toHaveBeenCalledWith(chapters);
    expect(desk().getByRole<HTMLInputElement>('textbox', { name: 'Chapter title' }).value).toBe('');
  });
});
