import type { SiteLang } from '@news/contract/sites';
import type { DemoSceneKey } from './demoScenes.ts';

/** What the media library says with a demo photograph, in one site's language. */
export interface SceneWords {
  /** What a screen reader says: what is in the picture. */
  alt: string;
  caption: string;
}

/** Who the demo's photographs are credited to: the newsroom's own photo desk. */
export const PHOTO_DESK_CREDIT: Record<SiteLang, string> = {
  'zh-Hans': '本报图片部',
  en: 'Newsroom photo desk',
  kr: '편집국 사진부',
  ja: '編集局写真部',
  ru: 'Фотослужба редакции',
};

export const SCENE_WORDS: Record<DemoSceneKey, Record<SiteLang, SceneWords>> = {
  coast: {
    'zh-Hans': {
      alt: '日出时分的海面，左侧岩石岬角上立着一座红白相间的灯塔。',
      caption: '清晨的第一缕阳光洒在胶东半岛东端的海面上。',
    },
    en: {
      alt: 'Sunrise over the sea, with a red and white lighthouse on a rocky headland to the left.',
      caption: 'First light on the sea at the eastern tip of the Jiaodong Peninsula.',
    },
    kr: {
      alt: '해 뜨는 바다, 왼쪽 바위 곶 위에 빨간색과 흰색 등대가 서 있다.',
      caption: '자오둥반도 동쪽 끝 바다에 첫 햇살이 비친다.',
    },
    ja: {
      alt: '日の出の海。左手の岩の岬に紅白の灯台が立っている。',
      caption: '膠東半島の東端、海面に差す朝一番の光。',
    },
    ru: {
      alt: 'Восход над морем, слева на скалистом мысу стоит красно-белый маяк.',
      caption: 'Первые лучи солнца над морем на восточной оконечности Цзяодунского полуострова.',
    },
  },
  harbourCity: {
    'zh-Hans': {
      alt: '黄昏时的城市天际线，高楼窗户亮着灯，倒映在海湾水面上。',
      caption: '华灯初上，海湾两岸的高楼亮起灯光。',
    },
    en: {
      alt: 'A city skyline at dusk, office windows lit and reflected in the water of the bay.',
      caption: 'Lights come on across the bay as evening falls.',
    },
    kr: {
      alt: '해 질 녘 도시 스카이라인, 불 켜진 빌딩 창문이 만의 수면에 비친다.',
      caption: '저녁이 되자 만을 따라 빌딩에 불이 켜진다.',
    },
    ja: {
      alt: '夕暮れの街のスカイライン。ビルの窓に明かりがともり、湾の水面に映っている。',
      caption: '日が暮れ、湾沿いのビルに明かりがともる。',
    },
    ru: {
      alt: 'Городские высотки в сумерках, освещённые окна отражаются в воде залива.',
      caption: 'С наступлением вечера над заливом зажигаются огни.',
    },
  },
  mountain: {
    'zh-Hans': {
      alt: '层层叠叠的山脊笼罩在晨雾中，石阶蜿蜒通向山顶的亭子。',
      caption: '石阶一路向上，通往云雾中的山顶。',
    },
    en: {
      alt: 'Layers of mountain ridges in morning haze, with stone steps winding up to a pavilion on the summit.',
      caption: 'Stone steps climb towards the summit through the haze.',
    },
    kr: {
      alt: '아침 안개 속에 겹겹이 펼쳐진 산줄기와 정상의 정자로 굽이굽이 이어지는 돌계단.',
      caption: '돌계단이 안개 속 정상을 향해 이어진다.',
    },
    ja: {
      alt: '朝もやに重なる山並みと、山頂のあずまやへと曲がりくねって続く石段。',
      caption: '石段がもやの中の山頂へと続く。',
    },
    ru: {
      alt: 'Гряды гор в утренней дымке, каменные ступени петляют вверх к павильону на вершине.',
      caption: 'Каменная лестница уходит сквозь дымку к вершине.',
    },
  },
  nightMarket: {
    'zh-Hans': {
      alt: '夜市里挂满红灯笼，摊位亮着暖黄的灯光，前景是逛夜市人群的剪影。',
      caption: '夜幕降临后，夜市的摊位前人头攒动。',
    },
    en: {
      alt: 'A night market strung with red lanterns, stalls glowing warm yellow, crowds in silhouette in front.',
      caption: 'Crowds fill the night market once darkness falls.',
    },
    kr: {
      alt: '붉은 등이 줄지어 걸린 야시장, 노란 불빛의 노점 앞으로 사람들의 실루엣이 보인다.',
      caption: '어둠이 내리자 야시장이 사람들로 붐빈다.',
    },
    ja: {
      alt: '赤いちょうちんが連なる夜市。黄色く光る屋台の前に、人々のシルエットが並ぶ。',
      caption: '日が暮れると、夜市は大勢の人でにぎわう。',
    },
    ru: {
      alt: 'Ночной рынок под красными фонарями, прилавки светятся тёплым светом, на переднем плане силуэты людей.',
      caption: 'С наступлением темноты ночной рынок заполняется людьми.',
    },
  },
  stadium: {
    'zh-Hans': {
      alt: '灯光球场上的足球比赛，红衣和白衣球员在绿茵场上奔跑，看台坐满观众。',
      caption: '灯光下的绿茵场，看台座无虚席。',
    },
    en: {
      alt: 'A football match under floodlights, players in red and white on the green pitch, the stands full.',
      caption: 'A full stand watches an evening match under the floodlights.',
    },
    kr: {
      alt: '조명 아래 축구 경기, 초록 잔디 위를 빨간색과 흰색 유니폼 선수들이 달리고 관중석이 가득 찼다.',
      caption: '조명이 켜진 경기장, 관중석이 가득 찼다.',
    },
    ja: {
      alt: '照明に照らされたサッカーの試合。緑のピッチを赤と白のユニホームの選手が走り、スタンドは満員。',
      caption: '照明の下の夜の試合、スタンドは満員だ。',
    },
    ru: {
      alt: 'Футбольный матч при свете прожекторов: игроки в красном и белом на зелёном поле, трибуны заполнены.',
      caption: 'Вечерний матч при полных трибунах.',
    },
  },
  wetland: {
    'zh-Hans': {
      alt: '湿地上一片红色的碱蓬草滩，远处是水面，右上方一群鹤飞过天空。',
      caption: '入秋后，湿地的碱蓬草变成一片红色。',
    },
    en: {
      alt: 'A wetland of red seepweed stretching to the water, a flock of cranes flying across the sky to the upper right.',
      caption: 'In autumn the seepweed of the wetland turns red.',
    },
    kr: {
      alt: '붉은 칠면초가 물가까지 펼쳐진 습지, 오른쪽 위 하늘로 두루미 떼가 날아간다.',
      caption: '가을이 되면 습지의 칠면초가 붉게 물든다.',
    },
    ja: {
      alt: '水辺まで広がる赤いマツナの湿地。右上の空をツルの群れが飛んでいく。',
      caption: '秋になると、湿地のマツナが赤く色づく。',
    },
    ru: {
      alt: 'Болото, покрытое красной сведой до самой воды, в правом верхнем углу летит стая журавлей.',
      caption: 'Осенью сведа на заболоченных берегах становится красной.',
    },
  },
  orchard: {
    'zh-Hans': {
      alt: '一排排苹果树上挂满红苹果，树下放着一筐刚摘下的苹果。',
      caption: '秋收时节，果园里的苹果红透了枝头。',
    },
    en: {
      alt: 'Rows of apple trees heavy with red fruit, a crate of freshly picked apples beneath them.',
      caption: 'Harvest time in the orchards: the apples are red on the branch.',
    },
    kr: {
      alt: '빨간 사과가 주렁주렁 달린 사과나무들, 그 아래 갓 딴 사과 상자가 놓여 있다.',
      caption: '수확철 과수원, 가지마다 사과가 빨갛게 익었다.',
    },
    ja: {
      alt: '赤い実をたわわにつけたリンゴの木の列。木の下には摘みたてのリンゴの箱が置かれている。',
      caption: '収穫の季節、果樹園のリンゴが枝で赤く実る。',
    },
    ru: {
      alt: 'Ряды яблонь, усыпанных красными плодами, под ними ящик только что собранных яблок.',
      caption: 'Время урожая: яблоки в садах покраснели на ветвях.',
    },
  },
  lake: {
    'zh-Hans': {
      alt: '傍晚的湖面上，一条挂着红灯笼的小船驶过，远处岸边是亭子的剪影和点点灯光。',
      caption: '傍晚，游船挂着灯笼驶过湖面。',
    },
    en: {
      alt: 'A small boat with a red lantern crossing a lake at dusk, a pavilion and lights silhouetted on the far shore.',
      caption: 'A lantern-lit boat crosses the lake in the evening.',
    },
    kr: {
      alt: '해 질 녘 호수를 건너는 붉은 등을 단 작은 배, 건너편 기슭에 정자와 불빛이 실루엣으로 보인다.',
      caption: '저녁 무렵 등을 단 배가 호수를 건넌다.',
    },
    ja: {
      alt: '夕暮れの湖を赤いちょうちんを下げた小舟が渡る。対岸にあずまやと明かりのシルエット。',
      caption: '夕方、ちょうちんをともした舟が湖を渡る。',
    },
    ru: {
      alt: 'Лодка с красным фонарём плывёт по озеру в сумерках, на дальнем берегу силуэт павильона и огни.',
      caption: 'Вечером по озеру проплывает лодка с фонарём.',
    },
  },
  kites: {
    'zh-Hans': {
      alt: '蓝天下飘着五颜六色的风筝，右上方是一只大红风筝，草地上站着放风筝的人群。',
      caption: '春风里，各式风筝飞上天空。',
    },
    en: {
      alt: 'Colourful kites in a blue sky, a large red one to the upper right, the people flying them standing on the grass below.',
      caption: 'Kites of every shape take to the spring sky.',
    },
    kr: {
      alt: '파란 하늘에 뜬 알록달록한 연들, 오른쪽 위에 커다란 빨간 연이 있고 아래 풀밭에 연을 날리는 사람들이 서 있다.',
      caption: '봄바람을 타고 온갖 모양의 연이 하늘로 오른다.',
    },
    ja: {
      alt: '青空に浮かぶ色とりどりのたこ。右上に大きな赤いたこがあり、下の草地でたこを揚げる人々が立っている。',
      caption: '春の風に乗って、さまざまなたこが空に揚がる。',
    },
    ru: {
      alt: 'Разноцветные воздушные змеи в синем небе, большой красный справа вверху, люди запускают их с лужайки.',
      caption: 'Воздушные змеи всех форм поднимаются в весеннее небо.',
    },
  },
  port: {
    'zh-Hans': {
      alt: '港口的红色岸桥下堆满彩色集装箱，一艘白色渡轮从码头前驶过。',
      caption: '渡轮驶过集装箱码头。',
    },
    en: {
      alt: 'Red gantry cranes over stacks of coloured containers at a port, a white ferry passing in front of the quay.',
      caption: 'A ferry passes the container terminal.',
    },
    kr: {
      alt: '항구의 빨간 크레인 아래 알록달록한 컨테이너가 쌓여 있고, 흰 여객선이 부두 앞을 지나간다.',
      caption: '여객선이 컨테이너 부두 앞을 지나간다.',
    },
    ja: {
      alt: '港の赤いガントリークレーンの下に色とりどりのコンテナが積まれ、白いフェリーが岸壁の前を通り過ぎる。',
      caption: 'コンテナふ頭の前を通るフェリー。',
    },
    ru: {
      alt: 'Красные портальные краны над штабелями разноцветных контейнеров, перед причалом проходит белый паром.',
      caption: 'Паром проходит мимо контейнерного терминала.',
    },
  },
  oldTown: {
    'zh-Hans': {
      alt: '老城区的石板路两旁是红瓦白墙的老房子和绿树，几位行人在路上散步。',
      caption: '红瓦绿树之间，老城的街巷适合慢慢走。',
    },
    en: {
      alt: 'A paved old-town street between white houses with red tile roofs and green trees, a few people walking.',
      caption: 'Red roofs and green trees: an old-town street made for a slow walk.',
    },
    kr: {
      alt: '빨간 기와지붕의 흰 집과 푸른 나무 사이로 난 옛 시가지의 돌길, 몇몇 사람이 걷고 있다.',
      caption: '붉은 지붕과 푸른 나무 사이, 천천히 걷기 좋은 옛 거리.',
    },
    ja: {
      alt: '赤い瓦屋根の白い家と緑の木々に挟まれた旧市街の石畳の道を、数人が歩いている。',
      caption: '赤い屋根と緑の木々。旧市街の通りはゆっくり歩きたい。',
    },
    ru: {
      alt: 'Мощёная улица старого города между белыми домами с красными черепичными крышами и деревьями, идут несколько прохожих.',
      caption: 'Красные крыши и зелень: улица старого города для неспешной прогулки.',
    },
  },
  viaduct: {
    'zh-Hans': {
      alt: '一列白色高铁列车驶过河谷上的高架桥，远处是层层青山。',
      caption: '列车驶过河谷上的高架桥。',
    },
    en: {
      alt: 'A white high-speed train crossing a viaduct over a river valley, green hills beyond.',
      caption: 'A train crosses the viaduct over the valley.',
    },
    kr: {
      alt: '흰색 고속열차가 강 계곡 위 고가교를 지나가고, 뒤로 푸른 산들이 이어진다.',
      caption: '열차가 계곡 위 고가교를 지나간다.',
    },
    ja: {
      alt: '川の谷に架かる高架橋を白い高速列車が渡る。奥には緑の山々が重なる。',
      caption: '谷に架かる高架橋を列車が渡る。',
    },
    ru: {
      alt: 'Белый скоростной поезд идёт по виадуку над речной долиной, вдали зелёные холмы.',
      caption: 'Поезд пересекает виадук над долиной.',
    },
  },
};
