import { describe, expect, it } from 'vitest';
import type { ChannelInput } from '@news/contract/console/siteSettingsSchemas';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf, type Moderator } from '../moderation/Moderator.ts';

const HOUR = 3_600_000;
const EN = siteByLang('en').id;
const RU = siteByLang('ru').id;

describe.each(testEngines())('SiteSettingsService on $name', (engine) => {
  const fixture = useServices(engine);
  const settings = () => fixture.services.siteSettings;
  const admin = async (): Promise<Moderator> =>
    moderatorOf(await fixture.staff('admin'), 'siteSettings');
  const ad = (fields: Record<string, unknown> = {}) => ({
    title: 'Ferry sale',
    description: '',
    img: '/media/uploads/ad.png',
    url: 'https://example.com/',
    startAt: fixture.data.clock.iso(),
    endAt: fixture.data.clock.iso(HOUR),
    ...fields,
  });
  const channel = (fields: Partial<ChannelInput>): ChannelInput => ({
    id: '',
    key: 'new-channel',
    title: 'New',
    kind: 'news',
    parent: '',
    isTab: true,
    isHomeColumn: false,
    latitude: null,
    longitude: null,
    ...fields,
  });

  it('reads a site with nothing set: no start image nor popup, switches at their defaults', async () => {
    const read = await settings().get(await admin(), 'en');
    expect(read).toMatchObject({
      site: 'en',
      startImage: null,
      popup: null,
      ads: { banner: [], feed: [] },
      memorialDays: [],
      hotWords: [],
      switches: { commentEnabled: true, likeEnabled: true, autoLogin: false },
      versions: [],
      channels: [],
    });
    expect(read.agreements.map((a) => [a.kind, a.version])).toEqual([
      ['terms', 1],
      ['privacy', 1],
      ['logoff', 1],
    ]);
  });

  it('saves the start image with its audit entry and empties the cache of public reads', async () => {
    let changes = 0;
    fixture.services.signals.publicChange.on(() => {
      changes += 1;
    });
    const saved = await settings().setStartImage(await admin(), 'en', {
      ...ad(),
      displaySeconds: 3,
    });
    expect(saved.startImage).toMatchObject({ title: 'Ferry sale', displaySeconds: 3 });
    expect(changes).toBe(1);
    const entry = await fixture.data.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'site_id', 'before_json'])
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: 'site.startImage',
      target_id: 'en',
      site_id: EN,
      before_json: 'null',
    });
  });

  it('refuses anything that ends before it starts, saving nothing', async () => {
    const by = await admin();
    const backwards = ad({ endAt: fixture.data.clock.iso(-HOUR) });
    await expect(settings().setAds(by, 'en', { banner: [backwards], feed: [] })).rejects.toEqual(
      refusal('error.endsBeforeStart'),
    );
    await expect(
      settings().setMemorialDays(by, 'en', [
        { title: 'Day', startAt: backwards.startAt, endAt: backwards.endAt },
      ]),
    ).rejects.toEqual(refusal('error.endsBeforeStart'));
    expect((await settings().get(by, 'en')).ads.banner).toEqual([]);
  });

  it('keeps hot words once each, trimmed, and the switches as given', async () => {
    const by = await admin();
    const words = await settings().setHotWords(by, 'en', [' ferry ', 'ferry', 'harbour', '  ']);
    expect(words.hotWords).toEqual(['ferry', 'harbour']);
    const switched = await settings().setSwitches(by, 'en', {
      commentEnabled: false,
      likeEnabled: true,
      autoLogin: true,
    });
    expect(switched.switches).toEqual({
      commentEnabled: false,
      likeEnabled: true,
      autoLogin: true,
    });
  });

  it('offers a new app version, the latest per platform shown', async () => {
    const by = await admin();
    const version = { platform: 'App', notes: 'Faster', url: '', isForce: false } as const;
    await settings().setVersion(by, 'en', { ...version, version: '1.0', versionCode: 10 });
    const read = await settings().setVersion(by, 'en', {
      ...version,
      version: '1.1',
      versionCode: 11,
      isForce: true,
    });
    expect(read.versions).toEqual([
      { platform: 'App', version: '1.1', versionCode: 11, notes: 'Faster', url: '', isForce: true },
    ]);
  });

  it('renames and orders channels, and adds one under a new parent named by its key', async () => {
    const news = await fixture.data.rows.category({ key: 'news', title: 'News' });
    const read = await settings().setChannels(await admin(), 'en', [
      channel({ key: 'city', title: 'City', kind: 'city' }),
      channel({ id: String(news), key: 'ignored', title: 'Latest' }),
      channel({ key: 'harbour', title: 'Harbour', parent: 'city' }),
    ]);
    expect(read.channels.map((c) => [c.key, c.title, c.parent])).toEqual([
      ['city', 'City', ''],
      ['news', 'Latest', ''],
      ['harbour', 'Harbour', 'city'],
    ]);
  });

  it('refuses a channel list that drops, repeats or borrows a channel, or reuses a key', async () => {
    const news = await fixture.data.rows.category({ key: 'news' });
    const sport = await fixture.data.rows.category({ key: 'sport' });
    const theirs = await fixture.data.rows.category({ key: 'other', site_id: RU });
    const by = await admin();
    const keep = [
      channel({ id: String(news), key: 'news' }),
      channel({ id: String(sport), key: 'sport' }),
    ];
    await expect(settings().setChannels(by, 'en', [keep[0] ?? channel({})])).rejects.toEqual(
      refusal('error.channelMissing'),
    );
    await expect(
      settings().setChannels(by, 'en', [...keep, keep[0] ?? channel({})]),
    ).rejects.toEqual(refusal('error.channelTwice'));
    await expect(
      settings().setChannels(by, 'en', [...keep, channel({ id: String(theirs), key: 'other' })]),
    ).rejects.toEqual(refusal('error.channelNotOfSite'));
    await expect(
      settings().setChannels(by, 'en', [...keep, channel({ key: 'news' })]),
    ).rejects.toEqual(
      expect.objectContaining({ messageKey: 'error.channelKeyTaken', params: { key: 'news' } }),
    );
    await expect(
      settings().setChannels(by, 'en', [...keep, channel({ key: 'lost', parent: 'nowhere' })]),
    ).rejects.toEqual(refusal('error.channelParent'));
  });

  it('keeps staff without the right, or of another site, out', async () => {
    const editor = moderatorOf(await fixture.staff('editor', ['en']), 'siteSettings');
    await expect(settings().get(editor, 'en')).rejects.toMatchObject({ kind: 'forbidden' });
    const moderator = moderatorOf(await fixture.staff('moderator', ['ru']), 'siteSettings');
    await expect(settings().setHotWords(moderator, 'en', ['x'])).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
