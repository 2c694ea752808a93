import type { DatabaseHandle } from '@news/server/db/database';
import { SITES, siteByLang } from '@news/contract/sites';
import { createSearchIndex } from '@news/server/search/createSearchIndex';
import { ContentRepository } from '@news/server/repositories/ContentRepository';
import { ContentWriter } from '@news/server/services/editorial/ContentWriter';

// Word pools per site, so the index holds text in every script the product serves.
const POOLS: Record<string, string[]> = {
  'zh-Hans':
    '青岛 济南 烟台 潍坊 威海 淄博 临沂 泰安 曲阜 地铁 高铁 轮渡 啤酒节 风筝 苹果 蔬菜 港口 医院 学校 天气 降温 大雾 游客 市民 开幕 启动 发布 通车 丰收 冬季 夏季 文化 非遗 美食 海鲜 马拉松 足球 科技 新能源'.split(
      ' ',
    ),
  en: 'Qingdao Jinan Yantai Weifang Weihai Zibo Linyi metro railway ferry festival kites apples harvest port hospital school weather fog visitors residents opens launches record winter summer culture heritage seafood marathon football technology energy'.split(
    ' ',
  ),
  ru: 'Циндао Цзинань Яньтай Вэйфан Вэйхай метро поезд паром фестиваль фестиваля змеев яблок урожай порт больница школа погода туман туристы жители открылся запуск рекорд зима лето культура морепродукты марафон футбол технологии'.split(
    ' ',
  ),
  ja: '青島 済南 煙台 濰坊 威海 地下鉄 高速鉄道 フェリー ビール 祭り 凧 リンゴ 収穫 港 病院 学校 天気 霧 観光客 開幕 記録 冬 夏 文化 グルメ マラソン サッカー 技術'.split(
    ' ',
  ),
  kr: '칭다오 지난 옌타이 웨이팡 웨이하이 지하철 고속철 카페리 맥주 축제 연 사과 수확 항구 병원 학교 날씨 안개 관광객 개막 기록 겨울 여름 문화 해산물 마라톤 축구 기술'.split(
    ' ',
  ),
};

let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
function pick(pool: string[]): string {
  return pool[Math.floor(random() * pool.length)] ?? '';
}

/**
 * Filler vocabulary with a Zipf-like spread (a few words common, most rare), as in real text:
 * made from syllables (or characters) of the site's script so tokens look like its own words.
 */
const SYLLABLES: Record<string, string[]> = {
  'zh-Hans': Array.from(
    '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严',
  ),
  en: 'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo ga ge go ha he hi ho la le li lo lu ma me mi mo mu na ne ni no pa pe pi po ra re ri ro ru sa se si so ta te ti to tu va ve vi wa we wi ya yo za ze'.split(
    ' ',
  ),
  ru: 'ба бе би бо бу ва ве ви во га ге го да де ди до ду жа же за зе зи ка ке ки ко ку ла ле ли ло лу ма ме ми мо му на не ни но ну па пе пи по ра ре ри ро ру са се си со та те ти то ту ха хо ча че ша ше'.split(
    ' ',
  ),
  ja: Array.from(
    'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモ',
  ),
  kr: Array.from(
    '가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히',
  ),
};
const VOCABULARY = new Map<string, string[]>();
for (const [lang, syllables] of Object.entries(SYLLABLES)) {
  const size = 20_000;
  VOCABULARY.set(
    lang,
    Array.from({ length: size }, () => {
      const length = lang === 'zh-Hans' ? 2 : 2 + Math.floor(random() * 2);
      return Array.from({ length }, () => pick(syllables)).join('');
    }),
  );
}
/** A word of rank r comes up about 1/r as often as the first (Zipf). */
function zipfWord(lang: string): string {
  const words = VOCABULARY.get(lang) ?? [];
  const rank = Math.floor(Math.exp(random() * Math.log(words.length)));
  return words[Math.min(words.length - 1, rank)] ?? '';
}
/** Text of filler words with a named-entity word (from the site's pool) now and then. */
function sentence(lang: string, pool: string[], words: number, spaced: boolean): string {
  return Array.from({ length: words }, () => (random() < 0.04 ? pick(pool) : zipfWord(lang))).join(
    spaced ? ' ' : '',
  );
}

/**
 * Writes `count` generated items through the app's own writer (sanitised and indexed), spread
 * over the five sites, one minute apart going back from now, with a progress line on stderr.
 * Deterministic: the same count gives the same text.
 */
export async function generateItems(
  database: DatabaseHandle,
  count: number,
  categoryOf: (siteId: number) => number,
): Promise<void> {
  const { db } = database;
  const ITEMS = count;
  const start = Date.now();
  const batch = 2_000;
  for (let done = 0; done < ITEMS; done += batch) {
    await db.transaction().execute(async (trx) => {
      const writer = new ContentWriter(
        new ContentRepository(trx),
        createSearchIndex(database.dialect, trx),
      );
      for (let i = done; i < Math.min(ITEMS, done + batch); i += 1) {
        const site = SITES[i % SITES.length] ?? siteByLang('en');
        const pool = POOLS[site.lang] ?? [];
        const spaced = site.lang === 'en' || site.lang === 'ru' || site.lang === 'kr';
        const date = new Date(start - i * 60_000).toISOString();
        await writer.insert({
          site_id: site.id,
          category_id: categoryOf(site.id),
          key: `bench-${String(i)}`,
          publish_type: i % 7 === 0 ? 'TUSHUO' : 'TUWEN',
          title: sentence(site.lang, pool, 8, spaced),
          description: sentence(site.lang, pool, 16, spaced),
          body_html: `<p>${sentence(site.lang, pool, 80, spaced)}</p><p>${sentence(site.lang, pool, 80, spaced)}</p>`,
          publish_date: date,
          created_at: date,
          updated_at: date,
        });
      }
    });
    process.stderr.write(`\rloading ${String(Math.min(ITEMS, done + batch))}/${String(ITEMS)}`);
  }
  process.stderr.write('\n');
}
