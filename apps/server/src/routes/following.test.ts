import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail, ContentPage } from '@news/contract/contentSchemas';
import { cmsContentCommonDetail, cmsContentHit } from '@news/contract/endpoints/commonEndpoints';
import {
  cmsContentAuthorList,
  cmsContentFollowingList,
  cmsContentMostRead,
  cmsContentTagList,
  peopleFollowDelete,
  peopleFollowList,
  peopleFollowMerge,
  peopleFollowSave,
} from '@news/contract/endpoints/followEndpoints';
import type { FollowList, MostRead } from '@news/contract/followSchemas';
import { FOLLOW_MAX } from '@news/contract/follows';
import { siteByLang } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { ReaderClient } from '../testing/readerClient.ts';
import { embeddedEngine } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const en = siteByLang('en');

function tagsOf(db: DatabaseHandle, ids: readonly string[]) {
  return db.db
    .selectFrom('content')
    .select(['id', 'tags', 'status'])
    .where(
      'id',
      'in',
      ids.map((id) => Number(id)),
    )
    .execute();
}

describe.each(embeddedEngine())(
  'following, tag and author pages, related, most read on $name',
  (engine) => {
    let database: DatabaseHandle;
    let server: TestServer;
    let dataDir: string;
    let reader: ReaderClient;

    beforeAll(async () => {
      database = await engine.open();
      dataDir = mkdtempSync(join(tmpdir(), 'news-following-'));
      await seedDemoContent(database.db, { dataDir, dialect: database.dialect });
      server = await startTestServer(database, { TEST_CAPTCHA: 'TST1' });
      reader = new ReaderClient(server.baseUrl, 'en');
    }, 180_000);
    afterAll(async () => {
      await server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** Published items of the English demo site that carry tags, newest first. */
    async function taggedItems(limit: number): Promise<{ id: number; tags: string[] }[]> {
      const rows = await database.db
        .selectFrom('content')
        .select(['id', 'tags'])
        .where('site_id', '=', en.id)
        .where('status', '=', 'published')
        .where('publish_date', '<=', new Date().toISOString())
        .where('tags', '<>', '[]')
        .where('ads_url', '=', '')
        .orderBy('publish_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, tags: JSON.parse(row.tags) as string[] }));
    }

    it('ranks related items that share tags before those that do not, over 20 demo items', async () => {
      const items = await taggedItems(20);
      expect(items).toHaveLength(20);
      let sawSharing = 0;
      for (const item of items) {
        const answer = await reader.get<ContentDetail>(cmsContentCommonDetail.path, {
          id: String(item.id),
        });
        expect(answer.code).toBe(1);
        const related = answer.data.related;
        expect(related.length).toBeGreaterThan(0);
        expect(related.map((r) => r.id)).not.toContain(String(item.id));
        const shares = related.map((r) => r.tags.some((tag) => item.tags.includes(tag)));
        // Once an item that shares no tag is listed, no later one shares a tag.
        const firstNot = shares.indexOf(false);
        if (firstNot >= 0) expect(shares.slice(firstNot)).not.toContain(true);
        // Where another published item shares a tag, the list starts with one.
        const [sharing] = await taggedItems(500).then((all) =>
          all.filter((o) => o.id !== item.id && o.tags.some((tag) => item.tags.includes(tag))),
        );
        if (sharing) {
          expect(shares[0]).toBe(true);
          sawSharing += 1;
        }
        // Every related item is published.
        const stored = await tagsOf(
          database,
          related.map((r) => r.id),
        );
        expect(stored.every((row) => row.status === 'published')).toBe(true);
      }
      // The demo content has tags in common: the check above ran, not just its guard.
      expect(sawSharing).toBeGreaterThan(10);
    });

    it('never lists an unpublished item as related', async () => {
      const [item] = await taggedItems(1);
      if (!item) throw new Error('no tagged item');
      const before = await reader.get<ContentDetail>(cmsContentCommonDetail.path, {
        id: String(item.id),
      });
      const first = before.data.related[0];
      if (!first) throw new Error('no related item');
      await database.db
        .updateTable('content')
        .set({ status: 'unpublished' })
        .where('id', '=', Number(first.id))
        .execute();
      try {
        // The detail is a cached public read: a fresh server's answer shows the change.
        const fresh = await startTestServer(database);
        try {
          const after = await new ReaderClient(fresh.baseUrl, 'en').get<ContentDetail>(
            cmsContentCommonDetail.path,
            { id: String(item.id) },
          );
          expect(after.code).toBe(1);
          expect(after.data.related.map((r) => r.id)).not.toContain(first.id);
        } finally {
          await fresh.close();
        }
      } finally {
        await database.db
          .updateTable('content')
          .set({ status: 'published' })
          .where('id', '=', Number(first.id))
          .execute();
      }
    });

    it('shows a tag’s items on its page, paged, and only its items', async () => {
      const [item] = await taggedItems(1);
      const tag = item?.tags[0];
      if (!tag) throw new Error('no tag');
      const page = await reader.get<ContentPage>(cmsContentTagList.path, {
        tag,
        pageNo: '1',
        pageSize: '2',
      });
      expect(page.code).toBe(1);
      expect(page.data.rows.length).toBeGreaterThan(0);
      expect(page.data.rows.length).toBeLessThanOrEqual(2);
      for (const row of page.data.rows) expect(row.tags).toContain(tag);
      expect(page.data.total).toBeGreaterThanOrEqual(page.data.rows.length);
      const unknown = await reader.get<ContentPage>(cmsContentTagList.path, { tag: 'no such tag' });
      expect(unknown.data).toMatchObject({ rows: [], total: 0 });
    });

    it('refuses a tag that is too long or empty in the reader’s language, not with a 500', async () => {
      const long = await reader.get(cmsContentTagList.path, { tag: 'x'.repeat(51) });
      expect(long.code).toBe(0);
      expect(long.msg).toMatch(/tag/);
      const empty = await reader.get(cmsContentTagList.path, { tag: '  ' });
      expect(empty.code).toBe(0);
      const big = await reader.get(cmsContentTagList.path, { tag: 'a', pageSize: '500' });
      expect(big.code).toBe(0);
    });

    it('shows an author’s items on their page', async () => {
      const page = await reader.get<ContentPage>(cmsContentAuthorList.path, { author: 'Dong Wei' });
      expect(page.code).toBe(1);
      expect(page.data.rows.length).toBeGreaterThan(0);
      for (const row of page.data.rows) expect(row.author).toBe('Dong Wei');
    });

    it('keeps follows on the account and makes a Following feed of them', async () => {
      const { token } = await reader.newReader(database.db, 'follower1');
      const [item] = await taggedItems(1);
      const tag = item?.tags[0];
      if (!tag) throw new Error('no tag');
      const saved = await reader.post<FollowList>(
        peopleFollowSave.path,
        { kind: 'tag', value: tag },
        token,
      );
      expect(saved.code).toBe(1);
      expect(saved.data.rows).toEqual([{ kind: 'tag', value: tag }]);
      // Following again changes nothing.
      const again = await reader.post<FollowList>(
        peopleFollowSave.path,
        { kind: 'tag', value: tag },
        token,
      );
      expect(again.data.rows).toHaveLength(1);

      const feed = await reader.get<ContentPage>(cmsContentFollowingList.path, {}, token);
      expect(feed.code).toBe(1);
      expect(feed.data.rows.length).toBeGreaterThan(0);
      for (const row of feed.data.rows) expect(row.tags).toContain(tag);
      const dates = feed.data.rows.map((row) => row.publishDate);
      expect([...dates].sort().reverse()).toEqual(dates);

      const listed = await reader.post<FollowList>(peopleFollowList.path, {}, token);
      expect(listed.data).toEqual({ rows: [{ kind: 'tag', value: tag }], max: FOLLOW_MAX });
      const removed = await reader.post<FollowList>(
        peopleFollowDelete.path,
        { kind: 'tag', value: tag },
        token,
      );
      expect(removed.data.rows).toEqual([]);
      const empty = await reader.get<ContentPage>(cmsContentFollowingList.path, {}, token);
      expect(empty.data).toMatchObject({ rows: [], total: 0 });
    });

    it('reads a signed-out device’s follows from the query, and refuses malformed ones', async () => {
      const follows = JSON.stringify([{ kind: 'author', value: 'Dong Wei' }]);
      const feed = await reader.get<ContentPage>(cmsContentFollowingList.path, { follows });
      expect(feed.code).toBe(1);
      expect(feed.data.rows.length).toBeGreaterThan(0);
      for (const row of feed.data.rows) expect(row.author).toBe('Dong Wei');
      const nothing = await reader.get<ContentPage>(cmsContentFollowingList.path);
      expect(nothing.data).toMatchObject({ rows: [], total: 0 });
      const broken = await reader.get(cmsContentFollowingList.path, { follows: '[{' });
      expect(broken.code).toBe(0);
      expect(broken.msg).toMatch(/follows/);
      const badKind = await reader.get(cmsContentFollowingList.path, {
        follows: JSON.stringify([{ kind: 'planet', value: 'x' }]),
      });
      expect(badKind.code).toBe(0);
    });

    it('merges a device’s follows at sign-in, once each, up to the bound, and refuses one past it', async () => {
      const { token } = await reader.newReader(database.db, 'follower2');
      await reader.post(peopleFollowSave.path, { kind: 'channel', value: '1' }, token);
      const merged = await reader.post<FollowList>(
        peopleFollowMerge.path,
        {
          follows: [
            { kind: 'channel', value: '1' },
            { kind: 'tag', value: 'weather' },
            { kind: 'tag', value: 'weather' },
          ],
        },
        token,
      );
      expect(merged.code).toBe(1);
      expect(merged.data.rows).toEqual([
        { kind: 'channel', value: '1' },
        { kind: 'tag', value: 'weather' },
      ]);
      const many = Array.from({ length: FOLLOW_MAX }, (_, i) => ({
        kind: 'tag',
        value: `t${String(i)}`,
      }));
      const full = await reader.post<FollowList>(peopleFollowMerge.path, { follows: many }, token);
      expect(full.code).toBe(1);
      expect(full.data.rows).toHaveLength(FOLLOW_MAX);
      const over = await reader.post(
        peopleFollowSave.path,
        { kind: 'author', value: 'Gao Xin' },
        token,
      );
      expect(over.code).toBe(0);
      expect(over.msg).toContain(String(FOLLOW_MAX));
      const tooMany = await reader.post(
        peopleFollowMerge.path,
        { follows: [...many, { kind: 'tag', value: 'one more' }] },
        token,
      );
      expect(tooMany.code).toBe(0);
      // Signed out, the account's calls are refused.
      const anonymous = await reader.post(peopleFollowList.path, {});
      expect(anonymous.code).toBe(401);
    });

    it('lists the most read items of today and of the week from the counted reads', async () => {
      const items = await taggedItems(3);
      const [a, b, old] = items;
      if (!a || !b || !old) throw new Error('three items');
      const today = new Date().toISOString().slice(0, 10);
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      await database.db
        .insertInto('content_daily_reads')
        .values([
          { content_id: a.id, site_id: en.id, day: today, reads: 5 },
          { content_id: old.id, site_id: en.id, day: threeDaysAgo, reads: 50 },
        ])
        .execute();
      // One read counted through the API, as the app counts them.
      expect((await reader.get(cmsContentHit.path, { id: String(b.id) })).code).toBe(1);
      const todays = await reader.get<MostRead>(cmsContentMostRead.path, { period: 'today' });
      expect(todays.code).toBe(1);
      expect(todays.data.rows.map((r) => [r.id, r.reads])).toEqual([
        [String(a.id), 5],
        [String(b.id), 1],
      ]);
      const week = await reader.get<MostRead>(cmsContentMostRead.path, { period: 'week' });
      expect(week.data.rows.map((r) => r.id)).toEqual([String(old.id), String(a.id), String(b.id)]);
      const bad = await reader.get(cmsContentMostRead.path, { period: 'year' });
      expect(bad.code).toBe(0);
    });
  },
);
