import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeskItem } from '@news/contract/console/versionSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { TranslationDeskPage } from './TranslationDeskPage.tsx';

const editor = staffMember({ username: 'desk', sites: ['zh-Hans', 'kr', 'en'] });

function deskItem(
  id: string,
  title: string,
  versionSites: DeskItem['versionSites'] = [],
): DeskItem {
  return {
    id,
    site: 'zh-Hans',
    publishType: 'TUWEN',
    title,
    summary: '',
    channelTitle: '要闻',
    publishDate: '2026-11-28T08:00:00.000Z',
    versionSites,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function openDesk(api: FakeApi, at = '/translations') {
  const view = await renderWithConsole(
    <Routes>
      <Route path="/translations" element={<TranslationDeskPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { api, staff: editor, at },
  );
  await screen.findByRole('heading', { name: 'Translation desk' });
  return view;
}

const deskCalls = (api: FakeApi) => api.calls.filter((c) => c.path === '/versions/desk');

describe('the translation desk', { timeout: 20_000 }, () => {
  it('lists what one site published lately without a version on another, and pages', async () => {
    const api = fakeApi({
      'GET /versions/desk': (_body, query) =>
        ok({
          rows: [deskItem('5', '渡轮恢复夜航', ['ja']), deskItem('6', '港口新码头')],
          total: 25,
          pageNo: Number(query.get('pageNo')),
          pageSize: 20,
        }),
    });
    const { user } = await openDesk(api);
    const row = within(await screen.findByTestId('desk-item-5'));
    expect(row.getByRole('link', { name: '渡轮恢复夜航' }).getAttribute('lang')).toBe('zh-Hans');
    expect(row.getByText('Japanese site')).toBeTruthy();
    expect(deskCalls(api).at(-1)?.query).toEqual({
      from: 'zh-Hans',
      to: 'en',
      days: '3',
      pageNo: '1',
      pageSize: '20',
    });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'No version on' }),
      'Korean site',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'In the last (days)' }), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(deskCalls(api).at(-1)?.query).toEqual({
        from: 'zh-Hans',
        to: 'kr',
        days: '7',
        pageNo: '2',
        pageSize: '20',
      });
    });
  });

  it('translates an item into the chosen site and opens the draft beside its source', async () => {
    const api = fakeApi({
      'GET /versions/desk': () =>
        ok({ rows: [deskItem('5', '渡轮恢复夜航')], total: 1, pageNo: 1, pageSize: 20 }),
      'POST /items/5/translations': () =>
        refused(409, 'The Korean site already has a version of this story.', 'conflict'),
    });
    const { user } = await openDesk(api, '/translations?to=kr');
    const row = within(await screen.findByTestId('desk-item-5'));
    await user.click(row.getByRole('button', { name: 'Translate' }));
    expect(
      await screen.findByText('The Korean site already has a version of this story.'),
    ).toBeTruthy();

    api.on('POST /items/5/translations', () => ok(draft()));
    await user.click(row.getByRole('button', { name: 'Translate' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/items/31?source=5');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/items/5/translations', { site: 'kr' }],
      ['/items/5/translations', { site: 'kr' }],
    ]);
  });

  it('asks for two different sites instead of asking the server', async () => {
    const api = fakeApi();
    await openDesk(api, '/translations?from=kr&to=kr');
    expect(await screen.findByText('Choose two different sites.')).toBeTruthy();
    expect(deskCalls(api)).toEqual([]);
  });
});

function draft() {
  return {
    id: '31',
    status: 'draft',
    version: 1,
    publishDate: '2026-11-28T08:00:00.000Z',
    createdAt: '2026-11-28T08:00:00.000Z',
    updatedAt: '2026-11-28T08:00:00.000Z',
    createdBy: 'desk',
    updatedBy: 'desk',
    embargoUntil: '',
    reviewNote: '',
    document: {
      site: 'kr',
      publishType: 'TUWEN',
      title: '渡轮恢复夜航',
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
      body: '',
    },
    videoJob: null,
  };
}
