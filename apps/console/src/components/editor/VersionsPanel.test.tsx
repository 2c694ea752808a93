import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ItemVersion, ItemVersions } from '@news/contract/console/versionSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../../testing/renderWithConsole.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';

const editor = staffMember({ username: 'desk', sites: ['zh-Hans', 'kr', 'en'] });

function row(changes: Partial<ItemVersion>): ItemVersion {
  return {
    id: '5',
    site: 'zh-Hans',
    publishType: 'TUWEN',
    title: '渡轮恢复夜航',
    status: 'published',
    updatedAt: '2026-11-20T08:00:00.000Z',
    self: true,
    sourceId: '',
    sourceRevision: null,
    sourceLatestRevision: null,
    sourceChanged: false,
    ...changes,
  };
}
const korean = row({
  id: '9',
  site: 'kr',
  title: '야간 여객선 운항 재개',
  status: 'draft',
  self: false,
  sourceId: '5',
  sourceRevision: 2,
  sourceLatestRevision: 3,
  sourceChanged: true,
});
const group = (...versions: ItemVersion[]): ItemVersions => ({
  groupId: versions.length > 1 ? '1' : '',
  versions,
});

/** Where the router is: the panel's links and "Translate into…" move it. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function openPanel(api: FakeApi) {
  const view = await renderWithConsole(
    <Routes>
      <Route
        path="/items/5"
        element={<VersionsPanel itemId="5" site="zh-Hans" publishType="TUWEN" version={3} />}
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { api, staff: editor, at: '/items/5' },
  );
  await screen.findByRole('heading', { name: 'Language versions' });
  return view;
}

const panel = () => within(screen.getByTestId('versions-panel'));
const writes = (api: FakeApi) =>
  api.calls.filter((c) => c.method !== 'GET').map((c) => ({ [`${c.method} ${c.path}`]: c.body }));

describe('the versions panel', { timeout: 20_000 }, () => {
  it('lists each version’s site, title, status and a changed source', async () => {
    const api = fakeApi({ 'GET /items/5/versions': () => ok(group(row({}), korean)) });
    await openPanel(api);
    const kr = within(await screen.findByTestId('version-kr'));
    expect(kr.getByText('Korean site')).toBeTruthy();
    expect(kr.getByRole('link', { name: '야간 여객선 운항 재개' }).getAttribute('href')).toBe(
      '/items/9',
    );
    expect(kr.getByText('Draft')).toBeTruthy();
    expect(kr.getByText('Source changed')).toBeTruthy();
    const own = within(screen.getByTestId('version-zh-Hans'));
    expect(own.getByText('Published')).toBeTruthy();
    expect(own.queryByText('Source changed')).toBeNull();
    // Korean has a version: only English is left to translate into.
    const into = panel().getByRole('combobox', { name: 'Translate into…' });
    expect(
      within(into)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a site', 'English site']);
  });

  it('shows what changed in the source as a word diff, and marks it up to date', async () => {
    const api = fakeApi({
      'GET /items/5/versions': () => ok(group(row({}), korean)),
      'GET /items/9/source-changes': () =>
        ok({
          sourceId: '5',
          sourceSite: 'zh-Hans',
          sourceTitle: '渡轮恢复夜航',
          fromRevision: 2,
          toRevision: 3,
          fields: [{ field: 'summary', before: '渡轮周一恢复航行。', after: '渡轮周五恢复航行。' }],
        }),
      'POST /items/9/source-checked': () =>
        ok(group(row({}), { ...korean, sourceRevision: 3, sourceChanged: false })),
    });
    const { user } = await openPanel(api);
    await user.click(await panel().findByRole('button', { name: 'What changed' }));
    const changes = within(await screen.findByTestId('source-changes'));
    expect(
      await changes.findByText(
        'Changes to “渡轮恢复夜航” since revision 2 (it is at revision 3 now):',
      ),
    ).toBeTruthy();
    expect(changes.getByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(changes.getByRole('deletion').textContent).toBe('周一');
    expect(changes.getByRole('insertion').textContent).toBe('周五');
    expect(changes.getByRole('deletion').closest('p')?.getAttribute('lang')).toBe('zh-Hans');

    await user.click(changes.getByRole('button', { name: 'Mark up to date' }));
    expect(await panel().findByText('Marked up to date with its source.')).toBeTruthy();
    expect(within(screen.getByTestId('version-kr')).queryByText('Source changed')).toBeNull();
    expect(writes(api)).toEqual([{ 'POST /items/9/source-checked': {} }]);
  });

  it('unlinks a version only after the editor confirms it', async () => {
    let linked = true;
    const api = fakeApi({
      'GET /items/5/versions': () => ok(linked ? group(row({}), korean) : group(row({}))),
      'DELETE /items/9/versions': () => {
        linked = false;
        return ok(null);
      },
    });
    const { user } = await openPanel(api);
    const kr = within(await screen.findByTestId('version-kr'));
    await user.click(kr.getByRole('button', { name: 'Unlink' }));
    expect(
      kr.getByText(
        'Take “야간 여객선 운항 재개” out of this story’s versions? The item itself stays as it is.',
      ),
    ).toBeTruthy();
    await user.click(kr.getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    await user.click(kr.getByRole('button', { name: 'Unlink' }));
    await user.click(kr.getByRole('button', { name: 'Yes, unlink' }));
    expect(await panel().findByText('Unlinked.')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByTestId('version-kr')).toBeNull();
    });
    expect(writes(api)).toEqual([{ 'DELETE /items/9/versions': undefined }]);
  });

  it('links an item by its number, and says why the server refused one', async () => {
    const api = fakeApi({
      'GET /items/5/versions': () => ok(group(row({}))),
      'POST /items/5/versions': (body) =>
        (body as { itemId: string }).itemId === '12'
          ? refused(409, 'The English site already has a version of this story.', 'conflict')
          : ok(group(row({}), { ...korean, sourceId: '', sourceChanged: false })),
    });
    const { user } = await openPanel(api);
    expect(panel().getByText('No version on another site yet.')).toBeTruthy();
    await user.click(panel().getByText('Link an existing item'));
    const number = panel().getByRole('textbox', { name: 'Item number' });
    await user.type(number, '12');
    await user.click(panel().getByRole('button', { name: 'Link' }));
    expect(
      await panel().findByText('The English site already has a version of this story.'),
    ).toBeTruthy();
    await user.clear(number);
    await user.type(number, '9');
    await user.click(panel().getByRole('button', { name: 'Link' }));
    expect(await panel().findByText('Linked.')).toBeTruthy();
    expect(await screen.findByTestId('version-kr')).toBeTruthy();
    expect(writes(api)).toEqual([
      { 'POST /items/5/versions': { itemId: '12' } },
      { 'POST /items/5/versions': { itemId: '9' } },
    ]);
  });

  it('translates into a site and opens the new draft beside its source', async () => {
    const api = fakeApi({
      'GET /items/5/versions': () => ok(group(row({}))),
      'POST /items/5/translations': () => ok(draft('31')),
    });
    const { user } = await openPanel(api);
    const button = panel().getByRole('button', { name: 'Translate' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(
      panel().getByRole('combobox', { name: 'Translate into…' }),
      'Korean site',
    );
    await user.click(button);
    expect((await screen.findByTestId('where')).textContent).toBe('/items/31?source=5');
    expect(writes(api)).toEqual([{ 'POST /items/5/translations': { site: 'kr' } }]);
  });
});

function draft(id: string) {
  return {
    id,
    status: 'draft',
    version: 1,
    publishDate: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
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
      body: '<p>渡轮周五恢复航行。</p>',
    },
    videoJob: null,
  };
}
