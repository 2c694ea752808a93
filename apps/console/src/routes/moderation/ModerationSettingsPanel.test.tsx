import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../../testing/renderWithConsole.tsx';
import { ModerationSettingsPanel } from './ModerationSettingsPanel.tsx';

const moderator = staffMember({ role: 'moderator', sites: ['en'] });
const saved = (bannedWords: string[]) => ({
  site: 'en',
  premoderation: false,
  bannedWords,
  premoderatedItems: [],
});

describe('a site’s comment settings', () => {
  it('keeps its fields closed until the saved words arrive, so nothing typed is lost', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = fakeApi({
      'GET /moderation/settings/en': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'PUT /moderation/settings/en': (body) => ok({ ...saved([]), ...(body as object) }),
    });
    const { user } = await renderWithConsole(<ModerationSettingsPanel site="en" />, {
      api,
      staff: moderator,
    });
    const words = screen.getByRole('textbox', { name: 'Banned words, one per line' });
    expect(words.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(true);
    await user.type(words, 'typed too early');
    expect(words).toHaveProperty('value', '');

    answer(ok(saved(['lottery'])));
    await waitFor(() => {
      expect(words.matches(':disabled')).toBe(false);
    });
    expect(words).toHaveProperty('value', 'lottery');
    await user.type(words, '\ncasino');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Readers get it at once.');
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ premoderation: false, bannedWords: ['lottery', 'casino'] });
  });
});
