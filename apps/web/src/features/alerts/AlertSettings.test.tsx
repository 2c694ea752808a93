import { cmsSpecialDetail } from '@news/contract/endpoints/mediaContent/cmsSpecialDetail';
import { cmsSpecialIndexList } from '@news/contract/endpoints/mediaContent/cmsSpecialIndexList';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../testing/fakeApi.ts';
import { loadMessages, loadScreenMessages } from '../../i18n/i18n.tsx';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { setFollowing } from '../following/followsApi.ts';
import { AlertSettings } from './AlertSettings.tsx';

const topic = (id: string, title: string) => ({
  id,
  title,
  description: '',
  bannerImg: '',
  coverImg: '',
  publishDate: '2026-11-20 08:00:00',
});

describe('AlertSettings (which followed subjects alert the reader)', () => {
  beforeEach(async () => {
    // The screen's strings come with it, as LazyAlertSettings loads them.
    await loadMessages('en');
    await loadScreenMessages();
    localStorage.clear();
    // Followed on this device, signed out.
    await setFollowing({ kind: 'topic', value: '7' }, true);
    await setFollowing({ kind: 'topic', value: '412' }, true);
    await setFollowing({ kind: 'tag', value: 'harbour' }, true);
  });

  it('names followed topics by their titles: from the topics list, an older one read on its own', async () => {
    const api = fakeApi({
      [cmsSpecialIndexList.path]: () =>
        ok({
          rows: [topic('7', 'Typhoon season'), topic('8', 'Elections')],
          total: 2,
          pageNo: 1,
          pageSize: 50,
        }),
      [cmsSpecialDetail.path]: ({ id }) =>
        id === '412'
          ? ok({ ...topic('412', 'The old bridge'), sections: [] })
          : refused('No such topic'),
    });
    await renderWithApp(<AlertSettings />);
    await waitFor(() => {
      expect(screen.getByText('The old bridge')).toBeTruthy();
    });
    expect(screen.getByText('Typhoon season')).toBeTruthy();
    expect(screen.getByText('#harbour')).toBeTruthy();
    expect(screen.queryByText(/^Topic /)).toBeNull();
    // The list named topic 7: only 412 was read on its own.
    expect(
      api.calls.filter((c) => c.path === cmsSpecialDetail.path).map((c) => c.params.id),
    ).toEqual(['412']);
  });

  it('names a topic it cannot read by its kind and number', async () => {
    fakeApi({
      [cmsSpecialIndexList.path]: () =>
        ok({ rows: [topic('7', 'Typhoon season')], total: 1, pageNo: 1, pageSize: 50 }),
      [cmsSpecialDetail.path]: () => refused('No such topic'),
    });
    await renderWithApp(<AlertSettings />);
    await waitFor(() => {
      expect(screen.getByText('Typhoon season')).toBeTruthy();
    });
    expect(screen.getByText('Topic 412')).toBeTruthy();
  });
});
