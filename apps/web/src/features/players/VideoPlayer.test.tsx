import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NON_WIFI_TIPS } from '@news/contract/constants';
import { writeItem } from '../../lib/storage.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

function onMobileData(): void {
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      connection: { type: 'cellular' },
    }),
  );
}

/** jsdom has no media playback: play() resolves as a browser's does, load() does nothing. */
function playable() {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

describe('VideoPlayer', () => {
  it('starts on a tap off mobile data, with the video’s source attached only then', async () => {
    const play = playable();
    const { user } = await renderWithApp(
      <VideoPlayer src="/media/a.mp4" label="Harbour at dawn" />,
    );
    const video = screen.getByLabelText<HTMLVideoElement>('Harbour at dawn');
    expect(video.getAttribute('src')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video.getAttribute('src')).toBe('/media/a.mp4');
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('asks first on mobile data, and a cancel plays nothing', async () => {
    onMobileData();
    const play = playable();
    const { user } = await renderWithApp(
      <VideoPlayer src="/media/a.mp4" label="Harbour at dawn" />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('You are on mobile data.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('plays anyway when the reader says so, and with "remind once" does not ask again', async () => {
    onMobileData();
    writeItem('nonWifiTips', NON_WIFI_TIPS.once);
    const play = playable();
    const { user, unmount } = await renderWithApp(
      <VideoPlayer src="/media/a.mp4" label="Harbour at dawn" />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    await user.click(screen.getByRole('button', { name: 'Play anyway' }));
    expect(play).toHaveBeenCalledTimes(1);
    unmount();
    const next = await renderWithApp(<VideoPlayer src="/media/b.mp4" label="Ferry" />);
    await next.user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('says when the video cannot play', async () => {
    playable();
    const { user } = await renderWithApp(
      <VideoPlayer src="/media/a.mp4" label="Harbour at dawn" />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    screen.getByLabelText('Harbour at dawn').dispatchEvent(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The video could not be played. Please refresh the page.',
    );
  });
});
