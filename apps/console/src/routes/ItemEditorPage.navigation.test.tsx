import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavigate } from 'react-router';
import type { ItemDetail } from '@news/contract/console/itemSchemas';
import { fakeApi, ok, type FakeAnswer } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { ItemEditorPage } from './ItemEditorPage.tsx';

/** A draft video collection of a site, as the server describes it. */
function item(id: string, site: 'en' | 'zh-Hans', title: string): ItemDetail {
  return {
    id,
    status: 'draft',
    version: 1,
    publishDate: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    createdBy: 'editor.en',
    updatedBy: 'editor.en',
    embargoUntil: '',
    reviewNote: '',
    document: {
      site,
      publishType: 'SHIPINGLIST',
      title,
      summary: '',
      author: '',
      source: '',
      tags: [],
      channelId: '3',
      commentEnabled: true,
      cover: '',
      outLink: '',
      headline: false,
      banner: false,
      videoIds: [],
    },
    videoJob: null,
  };
}

/** Goes to another item's address, as "Translate into…" does. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Go on
    </button>
  );
}

describe('the item editor, moving to another item', { timeout: 20_000 }, () => {
  it('shows nothing of the item before under the next one’s address until it is here', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'GET /items/5': () => ok(item('5', 'zh-Hans', '港口的视频')),
      'GET /items/6': () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    for (const id of ['5', '6']) {
      api.on(`GET /items/${id}/revisions`, () => ok([]));
      api.on(`GET /items/${id}/history`, () => ok([]));
      api.on(`GET /items/${id}/versions`, () => ok({ groupId: '', versions: [] }));
      api.on(`GET /items/${id}/notes`, () => ok([]));
      api.on(`GET /items/${id}/mentionable`, () => ok([]));
    }
    for (const site of ['en', 'zh-Hans'])
      api.on(`GET /sites/${site}/options`, () =>
        ok({ channels: [{ id: '3', title: 'City', kind: 'video', parentId: '' }] }),
      );
    const { user } = await renderWithConsole(
      <>
        <ItemEditorPage />
        <GoTo to="/items/6?source=5" />
      </>,
      { api, staff: staffMember(), at: '/items/5', route: '/items/:id' },
    );
    const title = (): HTMLInputElement | null => screen.queryByRole('textbox', { name: 'Title' });
    expect((await screen.findByRole('textbox', { name: 'Title' })).getAttribute('lang')).toBe(
      'zh-Hans',
    );
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    // Item 6 is on its way: the form of item 5 is gone, not shown (and savable) as item 6.
    expect(title()).toBeNull();
    answer(ok(item('6', 'en', 'Harbour videos')));
    await screen.findByRole('textbox', { name: 'Title' });
    expect(title()?.value).toBe('Harbour videos');
    expect(title()?.getAttribute('lang')).toBe('en-GB');
  });
});
