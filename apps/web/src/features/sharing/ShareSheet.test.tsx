import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wechatGetWechatShareData } from '@news/contract/endpoints/common/wechatGetWechatShareData';
import { attentionCollectionAddShareCount } from '@news/contract/endpoints/interaction/attentionCollectionAddShareCount';
import { decodeSpm } from '@news/contract/spm';
import { fakeApi, ok } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { ShareSheet } from './ShareSheet.tsx';

const card = (link: string) =>
  ok({ title: 'Ferry times change', desc: 'Winter timetable', image: '', link, path: '/' });

describe('ShareSheet', () => {
  it('shows the link with the sharer’s code, copies it and counts the share', async () => {
    const api = fakeApi({
      [wechatGetWechatShareData.path]: (params) =>
        card(`http://news.test/s/en/41?spm=${params['spm'] ?? ''}`),
      [attentionCollectionAddShareCount.path]: () => ok({ shareCount: 8 }),
    });
    let counted: number | undefined;
    const { user } = await renderWithApp(
      <ShareSheet
        target={{ id: '41' }}
        onClose={() => undefined}
        onShared={(count) => {
          counted = count;
        }}
      />,
    );
    const link = await screen.findByTestId<HTMLInputElement>('share-link');
    const spm = new URL(link.value).searchParams.get('spm') ?? '';
    expect(decodeSpm(spm)).toMatchObject({ sharerUserId: '0', pageId: '41' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // Testing Library's user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(link.value);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await waitFor(() => {
      expect(counted).toBe(8);
    });
    expect(api.calls.map((call) => call.path)).toContain(attentionCollectionAddShareCount.path);
  });

  it('shares a screen by its typed route', async () => {
    const api = fakeApi({ [wechatGetWechatShareData.path]: () => card('http://news.test/#/x') });
    await renderWithApp(
      <ShareSheet
        target={{ route: { path: '/pages/live/detail', query: { id: '12' } } }}
        onClose={() => undefined}
      />,
    );
    await screen.findByTestId('share-link');
    expect(api.calls[0]?.params['path']).toBe('/pages/live/detail?id=12');
  });

  it('says when sharing is not set up for the page', async () => {
    fakeApi({ [wechatGetWechatShareData.path]: () => card('') });
    await renderWithApp(<ShareSheet target={{ id: '41' }} onClose={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sharing is not set up for this page yet',
    );
  });
});
