import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { Layout } from './Layout.tsx';

const navigation = () => within(screen.getByRole('navigation', { name: 'Console' }));

describe('the console’s navigation', () => {
  it('leads staff who write content to the media library', async () => {
    await renderWithConsole(
      <Layout>
        <p>screen</p>
      </Layout>,
      { api: fakeApi(), staff: staffMember({ role: 'editor', sites: ['en'] }) },
    );
    expect(navigation().getByRole('link', { name: 'Pictures' }).getAttribute('href')).toBe(
      '/pictures',
    );
    expect(navigation().getByRole('link', { name: 'Alerts' }).getAttribute('href')).toBe('/alerts');
  });

  it('does not offer it to moderators, who cannot use it', async () => {
    await renderWithConsole(
      <Layout>
        <p>screen</p>
      </Layout>,
      { api: fakeApi(), staff: staffMember({ role: 'moderator', sites: ['en'] }) },
    );
    expect(navigation().queryByRole('link', { name: 'Pictures' })).toBeNull();
    expect(navigation().queryByRole('link', { name: 'Alerts' })).toBeNull();
    expect(navigation().getByRole('link', { name: 'Moderation' })).toBeTruthy();
  });

  it('leads an editor of two sites or more to the translation desk, and no one else', async () => {
    const view = await renderWithConsole(
      <Layout>
        <p>screen</p>
      </Layout>,
      { api: fakeApi(), staff: staffMember({ role: 'editor', sites: ['zh-Hans', 'kr'] }) },
    );
    expect(navigation().getByRole('link', { name: 'Translation desk' }).getAttribute('href')).toBe(
      '/translations',
    );
    view.unmount();
    await renderWithConsole(
      <Layout>
        <p>screen</p>
      </Layout>,
      { api: fakeApi(), staff: staffMember({ role: 'editor', sites: ['en'] }) },
    );
    expect(navigation().queryByRole('link', { name: 'Translation desk' })).toBeNull();
  });
});
