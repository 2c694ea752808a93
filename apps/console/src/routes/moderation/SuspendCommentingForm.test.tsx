import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../../testing/renderWithConsole.tsx';
import { SuspendCommentingForm } from './SuspendCommentingForm.tsx';

const moderator = staffMember({ role: 'moderator', sites: ['ja', 'en'] });

describe('the form that stops a reader commenting', () => {
  it('takes the reason in the reader’s site’s language, whatever the console’s', async () => {
    const api = fakeApi();
    const { user } = await renderWithConsole(
      <SuspendCommentingForm userId="7" userName="hanako" site="ja" onDone={vi.fn()} />,
      { api, staff: moderator, lang: 'zh-Hans' },
    );
    const reason = await screen.findByRole('textbox', { name: '原因（读者可见）' });
    expect(reason.getAttribute('lang')).toBe('ja');
    // The console's own words around it stay in the console's language.
    expect(screen.getByRole('combobox').getAttribute('lang')).toBeNull();
    await user.type(reason, 'スパムの投稿が続いたため');
    expect(reason).toHaveProperty('value', 'スパムの投稿が続いたため');
  });
});
