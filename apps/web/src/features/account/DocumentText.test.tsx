import { cmsContentGetAgreement } from '@news/contract/endpoints/common/cmsContentGetAgreement';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { DocumentText } from './DocumentText.tsx';

describe('DocumentText', () => {
  it('shows the site’s agreement in force from the server, a paragraph per block', async () => {
    const api = fakeApi({
      [cmsContentGetAgreement.path]: () =>
        ok({
          type: 'privacy',
          version: 3,
          body: 'We keep little.\n\nWe keep it safe.',
          updatedAt: '2026-11-24T00:00:00.000Z',
        }),
    });
    await renderWithApp(<DocumentText which="privacy" />);
    expect(await screen.findByText('We keep it safe.')).toBeTruthy();
    expect(screen.getByText('We keep little.').tagName).toBe('P');
    expect(screen.getByTestId('agreement').dataset['version']).toBe('3');
    expect(api.calls.find((c) => c.path === cmsContentGetAgreement.path)?.params).toEqual({
      type: 'privacy',
    });
  });

  it('offers to try again when the text could not be loaded, and shows it then', async () => {
    let fail = true;
    const api = fakeApi({
      [cmsContentGetAgreement.path]: () =>
        fail
          ? refused('Busy')
          : ok({
              type: 'terms',
              version: 1,
              body: 'Be kind.',
              updatedAt: '1970-01-01T00:00:00.000Z',
            }),
    });
    const { user } = await renderWithApp(<DocumentText which="terms" />);
    const retry = await screen.findByRole('button');
    expect(retry.textContent).toBe('Couldn’t load this. Tap to retry.');
    fail = false;
    await user.click(retry);
    await waitFor(() => {
      expect(screen.getByText('Be kind.')).toBeTruthy();
    });
    expect(api.calls.filter((c) => c.path === cmsContentGetAgreement.path)).toHaveLength(2);
  });
});
