import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { fileSourceOf } from '../../testing/fileSourceOf.ts';
import { pngImage } from '../../testing/imageFixtures.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { maskIdNumber } from './ProfileService.ts';

const ID_NUMBER = '11010519491231002X';

describe('maskIdNumber', () => {
  it('shows the first three and last four characters only', () => {
    expect(maskIdNumber(ID_NUMBER)).toBe('110***********002X');
  });

  it('hides a number too short to show any of', () => {
    expect(maskIdNumber('1234')).toBe('****');
  });
});

describe.each(testEngines())('ProfileService on $name', (engine) => {
  const fixture = useServices(engine);
  const profiles = () => fixture.services.profiles;

  it('gives the reader’s profile, and asks a reader whose account is gone to sign in again', async () => {
    const li = await fixture.reader({ name: 'Li', gender: 'nonsense' });
    expect(await profiles().profile(li)).toMatchObject({
      id: String(li.id),
      name: 'Li',
      gender: 'unknown',
    });
    await expect(profiles().profile({ ...li, id: li.id + 1000 })).rejects.toEqual(
      expect.objectContaining({ kind: 'unauthorized', messageKey: 'error.unauthorized' }),
    );
  });

  it('changes only the fields sent', async () => {
    const li = await fixture.reader({ name: 'Li', bio: 'Ferries', address: 'Harbour Road' });
    const updated = await profiles().update(li, { name: 'Li Wei', gender: 'male' });
    expect(updated).toMatchObject({
      name: 'Li Wei',
      gender: 'male',
      bio: 'Ferries',
      address: 'Harbour Road',
    });
  });

  it('keeps an ID number sealed, shows it masked, and clears it when sent empty', async () => {
    const li = await fixture.reader();
    expect(await profiles().update(li, { idNumber: ID_NUMBER.toLowerCase() })).toMatchObject({
      idNumberMasked: '110***********002X',
    });
    const row = await fixture.data.db
      .selectFrom('users')
      .select('id_number_enc')
      .where('id', '=', li.id)
      .executeTakeFirstOrThrow();
    expect(row.id_number_enc).not.toContain('1101');
    expect(fixture.services.keys.open(row.id_number_enc)).toBe(ID_NUMBER);
    expect(await profiles().update(li, { idNumber: '' })).toMatchObject({ idNumberMasked: '' });
  });

  it('checks every field before writing any: a bad one leaves the good ones unchanged', async () => {
    const li = await fixture.reader({ name: 'Li' });
    await expect(
      profiles().update(li, { name: 'Li Wei', idNumber: '11010519491231002Y' }),
    ).rejects.toEqual(refusal('error.idNumber'));
    await expect(profiles().update(li, { name: 'Li Wei', bio: 'x'.repeat(201) })).rejects.toEqual(
      expect.objectContaining({ messageKey: 'error.bioTooLong', params: { max: 200 } }),
    );
    expect((await profiles().profile(li)).name).toBe('Li');
  });

  it('takes as avatar only a picture this reader uploaded, or none', async () => {
    const li = await fixture.reader();
    const other = await fixture.reader();
    const upload = async (reader: typeof li, width: number) =>
      (
        await fixture.services.uploads.uploadImage(
          reader,
          fileSourceOf(pngImage({ width, height: 1 }), 'a.png'),
        )
      ).url;
    const own = await upload(li, 1);
    const theirs = await upload(other, 2);
    expect(own).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/1x1-[0-9a-f]{6}\.jpg$/);
    for (const avatar of [
      'https://evil.example/a.png',
      '/media/uploads/2026/ab12.png',
      `/media/pictures/../pictures/${own.slice('/media/pictures/'.length)}`,
      // Another file of the reader's own picture's folder is not the address the upload gave.
      own.replace(/[^/]+$/, 'w320.jpg'),
      own.replace(/[^/]+$/, 'source.jpg'),
      theirs,
    ])
      await expect(profiles().update(li, { avatar })).rejects.toEqual(
        refusal('error.avatarNotOwnUpload'),
      );
    expect(await profiles().update(li, { avatar: own })).toMatchObject({ avatar: own });
    expect(await profiles().update(li, { avatar: '' })).toMatchObject({ avatar: '' });
  });

  it('counts the reader’s visible comments, likes, collections and unread messages', async () => {
    const li = await fixture.reader();
    const item = await fixture.data.rows.item();
    await fixture.data.rows.comment({ content_id: item, user_id: li.id });
    await fixture.data.rows.comment({ content_id: item, user_id: li.id, status: 'deleted' });
    await fixture.services.interactions.set(siteByLang('en'), li, String(item), 'like', true);
    expect(await profiles().userData(li)).toEqual({
      commentCount: 1,
      likeCount: 1,
      collectCount: 0,
      unreadMessageCount: 0,
    });
  });
});
