import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang, SITES, type SiteLang } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { PictureNotesRepository } from '../repositories/PictureNotesRepository.ts';
import { SiteConfigRepository } from '../repositories/SiteConfigRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { ContentWriter } from '../services/editorial/ContentWriter.ts';
import { PictureLibrary } from '../services/reading/PictureLibrary.ts';
import { SearchService } from '../services/reading/SearchService.ts';
import { testEngines } from '../testing/testDatabases.ts';
import { createSearchIndex } from './createSearchIndex.ts';
import { TestClock } from '../testing/TestClock.ts';

const NOW = '2026-11-22T08:00:00.000Z';
const hoursAgo = (h: number): string => new Date(Date.parse(NOW) - h * 3_600_000).toISOString();

interface Fixture {
  key: string;
  title: string;
  body: string;
  hours: number;
  type?: string;
}

const FIXTURES: Record<SiteLang, Fixture[]> = {
  'zh-Hans': [
    {
      key: 'qd-beer',
      title: '青岛国际啤酒节今晚开幕',
      body: '<p>来自各地的游客齐聚金沙滩。</p>',
      hours: 2,
    },
    {
      key: 'jn-metro',
      title: '济南地铁4号线开始试运行',
      body: '<p>不少乘客从青岛专程赶来体验。</p>',
      hours: 1,
    },
    {
      key: 'yt-apple',
      title: '烟台苹果进入采摘季',
      body: '<p>果农忙着分拣装箱。</p>',
      hours: 3,
      type: 'TUSHUO',
    },
  ],
  ja: [
    {
      key: 'qd-beer',
      title: '青島ビール祭りが開幕',
      body: '<p>会場には多くの観光客が訪れた。</p>',
      hours: 2,
    },
    {
      key: 'jn-metro',
      title: '済南の地下鉄4号線が試運転',
      body: '<p>沿線ではビールの販売も。</p>',
      hours: 1,
    },
  ],
  kr: [
    {
      key: 'qd-beer',
      title: '칭다오에서 맥주 축제 개막',
      body: '<p>관광객들이 몰렸다.</p>',
      hours: 2,
    },
    {
      key: 'wh-ferry',
      title: '웨이하이 카페리 증편',
      body: '<p>인천과 칭다오를 잇는 노선도 늘어난다.</p>',
      hours: 1,
    },
  ],
  ru: [
    {
      key: 'kite',
      title: 'В Вэйфане открылся фестиваль воздушных змеев',
      body: '<p>Гости приехали со всего мира.</p>',
      hours: 5,
    },
    {
      key: 'beer',
      title: 'Пивного фестиваля ждут сотни тысяч гостей',
      body: '<p>Циндао готовится.</p>',
      hours: 1,
    },
    {
      key: 'train',
      title: 'Новые поезда до Циндао',
      body: '<p>На фестивале будут скидки.</p>',
      hours: 0.5,
    },
  ],
  en: [
    {
      key: 'fog',
      title: 'Sea fog warning for Qingdao',
      body: '<p>Ferries may be delayed.</p>',
      hours: 1,
    },
    {
      key: 'kites',
      title: 'Kite festivals draw record crowds',
      body: '<p>Weifang hotels are full.</p>',
      hours: 2,
    },
  ],
};

describe.each(testEngines())('search on $name', (engine) => {
  let database: DatabaseHandle;
  let search: SearchService;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    database = await engine.open();
    const index = createSearchIndex(database.dialect, database.db);
    const writer = new ContentWriter(new ContentRepository(database.db), index);
    const config = new SiteConfigRepository(database.db);
    for (const site of SITES) {
      await new SitesRepository(database.db).upsert({
        id: site.id,
        lang: site.lang,
        name: site.nativeName,
        appUrl: '',
      });
      const categoryId = await new CategoriesRepository(database.db).insert({
        site_id: site.id,
        parent_id: null,
        key: 'news',
        title: 'News',
        kind: 'news',
        is_tab: 1,
        is_home_column: 1,
        sort: 0,
        domain: 'news',
      });
      for (const f of FIXTURES[site.lang]) {
        const id = await writer.insert({
          site_id: site.id,
          category_id: categoryId,
          key: f.key,
          publish_type: f.type ?? 'TUWEN',
          title: f.title,
          description: f.title,
          body_html: f.body,
          publish_date: hoursAgo(f.hours),
          created_at: hoursAgo(f.hours),
          updated_at: hoursAgo(f.hours),
        });
        ids.set(`${site.lang}:${f.key}`, String(id));
      }
    }
    await config.insertHotWords([{ site_id: 38, word: 'Qingdao beer festival', sort: 0 }]);
    search = new SearchService(
      index,
      new ContentRepository(database.db),
      config,
      new TestClock(NOW),
      new PictureLibrary(new PictureNotesRepository(database.db)),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  const find = async (
    lang: SiteLang,
    keyword: string,
    publishType?: 'TUSHUO',
  ): Promise<string[]> => {
    const page = await search.search(siteByLang(lang), keyword, publishType, {
      pageNo: 1,
      pageSize: 10,
    });
    return page.rows.map((r) => r.id);
  };
  const id = (key: string): string => ids.get(key) ?? '';

  it('finds a two-character Chinese place name, title matches before body matches', async () => {
    expect(await find('zh-Hans', '青岛')).toEqual([id('zh-Hans:qd-beer'), id('zh-Hans:jn-metro')]);
  });

  it('finds a single Chinese character and filters by publish type', async () => {
    expect(await find('zh-Hans', '果')).toEqual([id('zh-Hans:yt-apple')]);
    expect(await find('zh-Hans', '青岛', 'TUSHUO')).toEqual([]);
    expect(await find('zh-Hans', '苹果', 'TUSHUO')).toEqual([id('zh-Hans:yt-apple')]);
  });

  it('finds Japanese words inside sentences', async () => {
    expect(await find('ja', 'ビール')).toEqual([id('ja:qd-beer'), id('ja:jn-metro')]);
    expect(await find('ja', '済南')).toEqual([id('ja:jn-metro')]);
  });

  it('finds Korean words with particles attached', async () => {
    expect(await find('kr', '칭다오')).toEqual([id('kr:qd-beer'), id('kr:wh-ferry')]);
  });

  it('finds Russian words in other grammatical forms, newer first among title matches', async () => {
    // Nominative query; titles hold the nominative and the genitive, a body the prepositional.
    expect(await find('ru', 'фестиваль')).toEqual([id('ru:beer'), id('ru:kite'), id('ru:train')]);
  });

  it('finds English plurals and keeps sites apart', async () => {
    expect(await find('en', 'festival')).toEqual([id('en:kites')]);
    expect(await find('en', '青岛')).toEqual([]);
  });

  it('highlights the matches as they appear in the text', async () => {
    const page = await search.search(siteByLang('ru'), 'фестиваль', undefined, {
      pageNo: 1,
      pageSize: 1,
    });
    expect(page.rows[0]?.highlightTitle).toBe('Пивного <em>фестиваля</em> ждут сотни тысяч гостей');
    expect(page.total).toBe(3);
  });

  it('pages through results', async () => {
    const second = await search.search(siteByLang('ru'), 'фестиваль', undefined, {
      pageNo: 2,
      pageSize: 2,
    });
    expect(second.rows.map((r) => r.id)).toEqual([id('ru:train')]);
    expect(second.total).toBe(3);
  });

  it('suggests hot words and titles for a prefix', async () => {
    const suggestions = await search.suggest(siteByLang('en'), 'Qing');
    expect(suggestions).toEqual(['Qingdao beer festival', 'Sea fog warning for Qingdao']);
  });

  it('answers a query of only punctuation with nothing', async () => {
    expect(await find('en', '%%%')).toEqual([]);
  });
});
