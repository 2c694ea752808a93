import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Staff } from '@news/contract/console/staffSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { StaffPage } from './StaffPage.tsx';

const admin = staffMember({ id: '1', username: 'chief', role: 'admin', sites: [] });
const ann = staffMember({
  id: '2',
  username: 'ann.ru',
  role: 'moderator',
  sites: ['ru', 'kr'],
  totpEnabled: true,
});
const bo = staffMember({ id: '3', username: 'bo.en', sites: ['en'], lastSignInAt: null });

/** The staff list as the server answers it, changing as the test adds and removes. */
function directory(api: FakeApi, members: Staff[]): Staff[] {
  api.on('GET /staff', () => ok([...members]));
  return members;
}
const rowOf = (username: string) => within(screen.getByTestId(`staff-${username}`));

describe('the staff screen', () => {
  it('lists every staff member with role, sites, second factor and last sign-in', async () => {
    const api = fakeApi();
    directory(api, [admin, ann, bo]);
    await renderWithConsole(<StaffPage />, { api, staff: admin });

    await screen.findByTestId('staff-ann.ru');
    expect(rowOf('chief').getByText('Admin')).toBeTruthy();
    expect(rowOf('chief').getByText('Every site')).toBeTruthy();
    expect(rowOf('ann.ru').getByText('Moderator')).toBeTruthy();
    expect(rowOf('ann.ru').getByText('Russian site, Korean site')).toBeTruthy();
    expect(rowOf('ann.ru').getByText('On')).toBeTruthy();
    expect(rowOf('bo.en').getByText('Editor')).toBeTruthy();
    expect(rowOf('bo.en').getByText('Never')).toBeTruthy();
    // An admin cannot remove or reset themselves here.
    expect(rowOf('chief').queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(rowOf('bo.en').getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('adds an editor for the sites ticked and shows the one-time password once', async () => {
    const api = fakeApi();
    const members = directory(api, [admin]);
    const cy = staffMember({
      id: '4',
      username: 'cy.ja',
      sites: ['ja', 'en'],
      mustChangePassword: true,
    });
    api.on('POST /staff', () => {
      members.push(cy);
      return ok({ staff: cy, oneTimePassword: 'tide-lamp-orbit-91' });
    });
    const { user } = await renderWithConsole(<StaffPage />, { api, staff: admin });
    await screen.findByTestId('staff-chief');

    await user.type(screen.getByRole('textbox', { name: 'Username' }), ' Cy.JA ');
    await user.click(screen.getByRole('checkbox', { name: 'Japanese site' }));
    await user.click(screen.getByRole('checkbox', { name: 'English site' }));
    await user.click(screen.getByRole('button', { name: 'Add and make a one-time password' }));

    expect(await screen.findByText('One-time password for cy.ja:')).toBeTruthy();
    expect(screen.getByTestId('one-time-password').textContent).toBe('tide-lamp-orbit-91');
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/staff')?.body).toEqual({
      username: 'cy.ja',
      role: 'editor',
      sites: ['ja', 'en'],
    });
    // The list is asked again and shows the new member; the form is empty for the next one.
    expect(await screen.findByTestId('staff-cy.ja')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe('');
  });

  it('asks for sites before adding an editor, and checks the username, without a call', async () => {
    const api = fakeApi();
    directory(api, [admin]);
    const { user } = await renderWithConsole(<StaffPage />, { api, staff: admin });
    await screen.findByTestId('staff-chief');
    const add = screen.getByRole('button', { name: 'Add and make a one-time password' });

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'dee');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one site for an editor or a moderator.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '9dee');
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(
      'A username has 3 to 32 lower-case letters, digits, dots, dashes or underscores and starts with a letter.',
    );
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s refusal of a username already taken', async () => {
    const api = fakeApi({
      'POST /staff': () => refused(409, 'That username is taken.', 'usernameTaken'),
    });
    directory(api, [admin]);
    const { user } = await renderWithConsole(<StaffPage />, { api, staff: admin });
    await screen.findByTestId('staff-chief');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'chief2');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Role' })[0]!, 'Admin');
    await user.click(screen.getByRole('button', { name: 'Add and make a one-time password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That username is taken.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'chief2',
      role: 'admin',
      sites: [],
    });
  });

  it('removes a staff member after asking, and the list no longer shows them', async () => {
    const api = fakeApi();
    const members = directory(api, [admin, ann, bo]);
    api.on('DELETE /staff/3', () => {
      members.splice(members.indexOf(bo), 1);
      return ok(null);
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await renderWithConsole(<StaffPage />, { api, staff: admin });
    await screen.findByTestId('staff-bo.en');

    await user.click(rowOf('bo.en').getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith('Remove bo.en? Their sessions end at once.');
    await waitFor(() => {
      expect(screen.queryByTestId('staff-bo.en')).toBeNull();
    });
    expect(screen.getByTestId('staff-ann.ru')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/staff/3']);
  });

  it('removes no one when the admin thinks again', async () => {
    const api = fakeApi();
    directory(api, [admin, bo]);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await renderWithConsole(<StaffPage />, { api, staff: admin });
    await user.click(
      within(await screen.findByTestId('staff-bo.en')).getByRole('button', { name: 'Remove' }),
    );
    expect(screen.getByTestId('staff-bo.en')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('gives a member a new one-time password', async () => {
    const api = fakeApi({
      'POST /staff/3/password': () =>
        ok({ staff: { ...bo, mustChangePassword: true }, oneTimePassword: 'new-pass-2' }),
    });
    directory(api, [admin, bo]);
    const { user } = await renderWithConsole(<StaffPage />, { api, staff: admin });
    await user.click(
      within(await screen.findByTestId('staff-bo.en')).getByRole('button', {
        name: 'New one-time password',
      }),
    );
    expect(await screen.findByText('One-time password for bo.en:')).toBeTruthy();
    expect(screen.getByTestId('one-time-password').textContent).toBe('new-pass-2');
  });

  it('is not there for an editor', async () => {
    const api = fakeApi();
    directory(api, [admin]);
    await renderWithConsole(<StaffPage />, { api, staff: staffMember() });
    expect(screen.getByText('There is nothing here.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
