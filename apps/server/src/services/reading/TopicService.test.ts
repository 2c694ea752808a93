import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');

describe.each(testEngines())('TopicService on $name', (engine) => {
  const fixture = useServices(engine);
  const topics = () => fixture.services.topics;
  const rows = () => fixture.data.rows;

  it('pages the site’s topics in the editors’ order, with the total', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await rows().special({ sort: i }));
    await rows().special({ site_id: 42 });
    const page = await topics().list(site, { pageNo: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(page.rows.map((t) => Number(t.id))).toEqual([ids[2]]);
  });

  it('gives only the banner topics for the banner', async () => {
    const banner = await rows().special({ is_banner: 1, banner_img: '/media/b.jpg' });
    await rows().special({ is_banner: 0 });
    expect(await topics().banners(site)).toEqual([
      expect.objectContaining({ id: String(banner), bannerImg: '/media/b.jpg' }),
    ]);
  });

  it('gives a topic’s sections with their items in order, leaving out items not published', async () => {
    const topic = await rows().special({ title: 'Beer festival' });
    const [a, b] = [await rows().item(), await rows().item()];
    const draft = await rows().item({ status: 'draft' });
    const section = await fixture.data.db
      .insertInto('special_sections')
      .values({ special_id: topic, title: 'Opening night', sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await fixture.data.db
      .insertInto('special_section_items')
      .values(
        [b, draft, a].map((content_id, sort) => ({ section_id: section.id, content_id, sort })),
      )
      .execute();
    const detail = await topics().detail(site, String(topic));
    expect(detail.title).toBe('Beer festival');
    expect(detail.sections).toEqual([
      {
        id: String(section.id),
        title: 'Opening night',
        items: [
          expect.objectContaining({ id: String(b) }),
          expect.objectContaining({ id: String(a) }),
        ],
      },
    ]);
  });

  it('refuses a topic of another site', async () => {
    const russian = await rows().special({ site_id: 42 });
    await expect(topics().detail(site, String(russian))).rejects.toEqual(refusal('error.noData'));
  });
});
