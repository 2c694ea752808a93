import type { PictureFocus } from '@news/contract/pictures';
import type { SceneCanvas } from './SceneCanvas.ts';

/** One of the demo's photographs: what it shows, its camera size and the point crops keep. */
export interface DemoScene {
  key: DemoSceneKey;
  width: number;
  height: number;
  /** Where the subject is: the library's focal point for it (the centre for most). */
  focus: PictureFocus;
  /**
   * Stored as a phone does a portrait shot: pixels sideways, EXIF orientation 6, so the demo
   * runs the pipeline's turn upright too.
   */
  sideways?: boolean;
  /**
   * Words of an item's key that make this the scene for it (the demo's keys are English slugs,
   * pinyin or transliterations; a key none of them match gets a scene by its hash).
   */
  keywords: readonly string[];
  draw(canvas: SceneCanvas): void;
}

export const DEMO_SCENE_KEYS = [
  'coast',
  'harbourCity',
  'mountain',
  'nightMarket',
  'stadium',
  'wetland',
  'orchard',
  'lake',
  'kites',
  'port',
  'oldTown',
  'viaduct',
] as const;
export type DemoSceneKey = (typeof DEMO_SCENE_KEYS)[number];

const LANDSCAPE = { width: 4000, height: 3000 } as const;
const PORTRAIT = { width: 3000, height: 4000 } as const;
const CENTRE = { x: 50, y: 50 } as const;

/** Glints on water: short bright strokes, denser and brighter towards `lightX`. */
function glints(c: SceneCanvas, top: number, bottom: number, lightX: number, color: string): void {
  for (let i = 0; i < 900; i++) {
    const y = c.between(top, bottom);
    const depth = (y - top) / (bottom - top);
    const x = lightX + (c.random() - 0.5) * c.width * (0.15 + depth * 1.4);
    const length = c.width * (0.004 + depth * 0.02) * c.between(0.5, 1.5);
    c.rect(x - length / 2, y, length, 2 + depth * 10, color, c.between(0.08, 0.4));
  }
}

/** Lit and dark windows on a building's face. */
function windows(
  c: SceneCanvas,
  x: number,
  top: number,
  width: number,
  bottom: number,
  lit: number,
): void {
  const size = Math.max(8, width / 14);
  for (let y = top + size; y < bottom - size; y += size * 1.9)
    for (let wx = x + size * 0.6; wx < x + width - size; wx += size * 1.7)
      if (c.random() < lit)
        c.rect(
          wx,
          y,
          size,
          size * 1.2,
          c.random() < 0.7 ? '#ffd58a' : '#fff4d6',
          c.between(0.5, 1),
        );
}

/** A tree seen from afar: a trunk and a crown of overlapping leafy blobs. */
function tree(c: SceneCanvas, x: number, ground: number, size: number, leaves: string): void {
  c.rect(x - size * 0.04, ground - size * 0.55, size * 0.08, size * 0.55, '#3b2a1e');
  for (let i = 0; i < 14; i++)
    c.ellipse(
      x + c.between(-0.32, 0.32) * size,
      ground - size * c.between(0.55, 0.95),
      size * c.between(0.14, 0.26),
      size * c.between(0.12, 0.22),
      leaves,
      c.between(0.6, 0.95),
    );
}

/** A crowd's heads and shoulders along a line, darker in front. */
function crowd(c: SceneCanvas, feet: number, size: number, count: number, fill: string): void {
  for (let i = 0; i < count; i++)
    c.figure(
      c.between(0, c.width),
      feet + c.between(0, size * 0.3),
      size * c.between(0.85, 1.15),
      fill,
    );
}

export const DEMO_SCENES: readonly DemoScene[] = [
  {
    key: 'coast',
    ...LANDSCAPE,
    focus: { x: 28, y: 52 },
    keywords: [
      'sea',
      'fog',
      'sunrise',
      'weihai',
      'chengshantou',
      'island',
      'liugong',
      'changdao',
      'beach',
      'seaside',
      'coast',
      'coastal',
      'haibian',
      'haiou',
      'umibe',
      'umi',
      'kaigan',
      'plyazhi',
      'plyazhah',
      'poberezhe',
      'kaisuiyoku',
      'penglai',
      'wind',
    ],
    draw(c) {
      const horizon = c.height * 0.56;
      c.band(0, horizon, [
        [0, '#3a4f7a'],
        [0.55, '#d98a6a'],
        [1, '#f7c98b'],
      ]);
      c.glow(c.width * 0.66, horizon - 60, c.height * 0.5, '#ffd9a0', 0.9);
      c.glow(c.width * 0.66, horizon - 60, c.height * 0.05, '#fffaf0', 1);
      c.band(horizon, c.height, [
        [0, '#c98f6d'],
        [0.3, '#5b6f8c'],
        [1, '#1c2a3f'],
      ]);
      glints(c, horizon, c.height, c.width * 0.66, '#ffe7b8');
      c.ridge(horizon - c.height * 0.02, c.height * 0.01, '#6d6f86', horizon, 0.7);
      // The headland with its lighthouse, where the focal point sits.
      c.polygon(
        [
          [0, c.height * 0.42],
          [c.width * 0.18, c.height * 0.44],
          [c.width * 0.36, c.height * 0.62],
          [c.width * 0.3, c.height],
          [0, c.height],
        ],
        '#1d1a1f',
      );
      c.rect(c.width * 0.255, c.height * 0.36, c.width * 0.03, c.height * 0.14, '#efe6da');
      c.rect(c.width * 0.255, c.height * 0.4, c.width * 0.03, c.height * 0.025, '#b23b33');
      c.glow(c.width * 0.27, c.height * 0.35, c.height * 0.06, '#fff3c4', 0.9);
      for (let i = 0; i < 40; i++)
        c.ellipse(
          c.between(0.3, 0.45) * c.width,
          c.between(0.75, 1) * c.height,
          c.between(20, 90),
          c.between(8, 30),
          '#f3e3d0',
          0.35,
        );
    },
  },
  {
    key: 'harbourCity',
    ...LANDSCAPE,
    focus: CENTRE,
    keywords: [
      'city',
      'skyline',
      'hospitals',
      'hospital',
      'software',
      'computing',
      'payments',
      'card',
      'trade',
      'quarterly',
      'figures',
      'park',
      'night',
      'yiyuan',
      'byouin',
      'vrachu',
      'karty',
      'platezhi',
      'business',
      'shangmao',
    ],
    draw(c) {
      const water = c.height * 0.66;
      c.band(0, water, [
        [0, '#101a3a'],
        [0.6, '#3b3f74'],
        [1, '#d0806e'],
      ]);
      c.glow(c.width * 0.2, water, c.height * 0.45, '#f1a27a', 0.55);
      let x = -40;
      while (x < c.width) {
        const width = c.between(120, 320);
        const top =
          water - c.height * c.between(0.12, x > c.width * 0.4 && x < c.width * 0.7 ? 0.5 : 0.3);
        const shade = ['#141a2c', '#1a2238', '#202a43'][Math.floor(c.random() * 3)] ?? '#141a2c';
        c.rect(x, top, width, water - top, shade);
        windows(c, x, top, width, water, 0.35);
        x += width + c.between(-30, 40);
      }
      c.band(water, c.height, [
        [0, '#2c2f55'],
        [1, '#0b1022'],
      ]);
      glints(c, water, c.height, c.width * 0.5, '#ffcf86');
      for (let i = 0; i < 30; i++)
        c.glow(c.between(0, c.width), water + c.between(0, 40), c.between(30, 90), '#ffb866', 0.5);
    },
  },
  {
    key: 'mountain',
    ...PORTRAIT,
    focus: { x: 50, y: 34 },
    keywords: [
      'mount',
      'tai',
      'taishan',
      'taian',
      'climb',
      'laoshan',
      'trail',
      'mountain',
      'yimeng',
      'yimengshan',
      'peak',
      'booking',
      'dengshan',
      'tozan',
      'route',
      'marshruty',
    ],
    draw(c) {
      c.band(0, c.height, [
        [0, '#6d8fbf'],
        [0.35, '#f2c59a'],
        [0.5, '#f7dcb6'],
        [1, '#e6c7a8'],
      ]);
      c.glow(c.width * 0.52, c.height * 0.3, c.width * 0.6, '#fff0d0', 0.8);
      const ranges = ['#c9b7b4', '#a99aa5', '#857b91', '#5f5a73', '#3c3a4d', '#22212c'];
      ranges.forEach((fill, i) => {
        c.ridge(c.height * (0.36 + i * 0.1), c.height * (0.05 + i * 0.012), fill);
      });
      // The pavilion on the summit: the picture's subject, high in the frame.
      c.polygon(
        [
          [c.width * 0.42, c.height * 0.33],
          [c.width * 0.58, c.height * 0.33],
          [c.width * 0.5, c.height * 0.3],
        ],
        '#2b1d1a',
      );
      c.rect(c.width * 0.445, c.height * 0.33, c.width * 0.11, c.height * 0.04, '#5a2b22');
      for (let i = 0; i < 70; i++) {
        const t = i / 70;
        c.rect(
          c.width * (0.5 + Math.sin(t * 9) * 0.1 * (1 - t)) - 40,
          c.height * (0.38 + t * 0.6),
          80 + t * 260,
          10 + t * 20,
          '#d8cbbd',
          0.5,
        );
      }
      for (let i = 0; i < 6; i++)
        tree(
          c,
          c.between(0, 1) * c.width,
          c.height * c.between(0.85, 1.02),
          c.height * 0.22,
          '#1b2a1c',
        );
    },
  },
  {
    key: 'nightMarket',
    ...LANDSCAPE,
    focus: CENTRE,
    keywords: [
      'market',
      'night',
      'barbecue',
      'bbq',
      'zibo',
      'food',
      'opera',
      'beer',
      'festival',
      'cuisine',
      'dumplings',
      'linyi',
      'livestreams',
      'mackerel',
      'shaokao',
      'shashlyk',
      'pijiujie',
      'pivnoi',
      'lucai',
      'jianbing',
      'teishokuya',
      'furongjie',
      'furontsze',
      'tabearuki',
      'rynki',
      'yoru',
      'efiry',
      'commerce',
      'dianshang',
    ],
    draw(c) {
      c.band(0, c.height, [
        [0, '#0d0b14'],
        [0.5, '#2a1622'],
        [1, '#120c10'],
      ]);
      for (let i = 0; i < 160; i++) {
        const x = c.between(0, c.width);
        const y = c.between(0.05, 0.5) * c.height;
        c.glow(
          x,
          y,
          c.between(40, 160),
          c.random() < 0.7 ? '#ff9a4a' : '#ffd27a',
          c.between(0.3, 0.8),
        );
      }
      for (let i = 0; i < 9; i++) {
        const x = (i / 9) * c.width + c.between(-40, 40);
        const width = c.width / 9 - 30;
        c.rect(x, c.height * 0.48, width, c.height * 0.3, '#3a1f1c');
        c.polygon(
          [
            [x - 30, c.height * 0.5],
            [x + width + 30, c.height * 0.5],
            [x + width, c.height * 0.44],
            [x, c.height * 0.44],
          ],
          i % 2 ? '#b3322a' : '#d8a23c',
        );
        c.glow(x + width / 2, c.height * 0.6, width * 0.6, '#ffc46b', 0.7);
      }
      for (let i = 0; i < 30; i++) {
        const x = c.between(0, c.width);
        c.line(x, c.height * 0.05, x, c.height * 0.12, '#2a1a16', 6);
        c.ellipse(x, c.height * 0.15, 55, 70, '#d9372a');
        c.glow(x, c.height * 0.15, 200, '#ff5a3c', 0.45);
      }
      crowd(c, c.height * 1.02, c.height * 0.42, 28, '#0c0809');
    },
  },
  {
    key: 'stadium',
    ...LANDSCAPE,
    focus: CENTRE,
    keywords: [
      'football',
      'league',
      'marathon',
      'polumarafon',
      'sport',
      'table',
      'tennis',
      'champion',
      'stadium',
      'regatta',
      'regata',
      'yacht',
      'closures',
      'pingpang',
      'takkyu',
      'soccer',
      'cunba',
      'saishi',
    ],
    draw(c) {
      c.band(0, c.height * 0.3, [
        [0, '#0b1020'],
        [1, '#27345a'],
      ]);
      for (const x of [0.08, 0.92])
        for (let i = 0; i < 12; i++)
          c.glow(
            c.width * x + (i % 4) * 40 - 60,
            c.height * 0.08 + Math.floor(i / 4) * 40,
            260,
            '#f6f8ff',
            0.4,
          );
      c.polygon(
        [
          [0, c.height * 0.22],
          [c.width, c.height * 0.22],
          [c.width, c.height * 0.5],
          [0, c.height * 0.5],
        ],
        '#2a2f3e',
      );
      for (let i = 0; i < 2600; i++)
        c.rect(
          c.between(0, c.width),
          c.between(0.23, 0.49) * c.height,
          14,
          18,
          ['#c23b3b', '#e8e2d6', '#3b5fa8', '#d9b23c'][Math.floor(c.random() * 4)] ?? '#c23b3b',
          0.8,
        );
      const top = c.height * 0.5;
      for (let i = 0; i < 10; i++)
        c.rect(
          0,
          top + (i * (c.height - top)) / 10,
          c.width,
          (c.height - top) / 10,
          i % 2 ? '#3f8a3c' : '#4a9a45',
        );
      c.line(0, c.height * 0.62, c.width, c.height * 0.62, '#f1f5ee', 10);
      c.ellipse(c.width / 2, c.height * 0.74, c.width * 0.16, c.height * 0.07, 'none');
      for (let i = 0; i < 14; i++) {
        const x = c.between(0.15, 0.85) * c.width;
        const feet = c.between(0.66, 0.92) * c.height;
        c.figure(x, feet, 160 + (feet / c.height) * 160, i % 2 ? '#c8202a' : '#f2f2f2');
      }
      c.ellipse(c.width * 0.55, c.height * 0.8, 26, 26, '#ffffff');
    },
  },
  {
    key: 'wetland',
    ...LANDSCAPE,
    focus: { x: 68, y: 30 },
    keywords: [
      'delta',
      'cranes',
      'yellow',
      'river',
      'birdwatch',
      'wetland',
      'reeds',
      'flood',
      'greenway',
      'dawn',
      'huanghe',
      'huanghekou',
      'houniao',
      'guanniao',
      'zhuravli',
      'wataridori',
      'kouga',
      'birds',
      'swans',
      'tiane',
    ],
    draw(c) {
      const horizon = c.height * 0.5;
      c.band(0, horizon, [
        [0, '#8aa9c9'],
        [0.7, '#e8d6bf'],
        [1, '#f1e2c6'],
      ]);
      c.glow(c.width * 0.3, horizon - 120, c.height * 0.3, '#fff4dd', 0.6);
      c.ridge(horizon, 12, '#9c8f84', horizon + 30, 0.6);
      c.band(horizon, c.height * 0.62, [
        [0, '#b9c4cc'],
        [1, '#8a9aa6'],
      ]);
      c.band(c.height * 0.62, c.height, [
        [0, '#9c2f2a'],
        [0.5, '#7d1f22'],
        [1, '#4f1417'],
      ]);
      for (let i = 0; i < 2200; i++) {
        const x = c.between(0, c.width);
        const y = c.between(0.6, 1) * c.height;
        c.line(
          x,
          y,
          x + c.between(-14, 14),
          y - c.between(20, 90),
          c.random() < 0.8 ? '#b8423a' : '#d9a65a',
          5,
        );
      }
      // Cranes in flight, high and to the right: the focal point.
      for (let i = 0; i < 9; i++) {
        const x = c.width * (0.6 + c.between(0, 0.18));
        const y = c.height * (0.22 + c.between(0, 0.14));
        const span = c.between(70, 120);
        c.polygon(
          [
            [x - span, y - span * 0.3],
            [x, y],
            [x + span, y - span * 0.25],
            [x + span * 0.1, y + 14],
            [x - span * 0.1, y + 14],
          ],
          '#2a2a2e',
        );
      }
    },
  },
  {
    key: 'orchard',
    ...LANDSCAPE,
    focus: CENTRE,
    keywords: [
      'apple',
      'apples',
      'harvest',
      'orchard',
      'orchards',
      'qixia',
      'pingguo',
      'guonong',
      'ringo',
      'yablok',
      'yabloki',
      'yablonevom',
      'grape',
      'vineyards',
      'vinodelni',
      'wine',
      'putaojiu',
      'penglai',
      'vegetable',
      'shouguang',
      'greenhouse',
      'greenhouses',
      'dapeng',
      'nuanpeng',
      'teplitsy',
      'yasai',
      'fengshou',
      'urozhai',
      'minori',
      'shukaku',
      'wheat',
      'pshenitsy',
      'farmers',
    ],
    draw(c) {
      c.band(0, c.height * 0.4, [
        [0, '#8fb8e0'],
        [1, '#f0e4c4'],
      ]);
      c.glow(c.width * 0.85, c.height * 0.1, c.height * 0.5, '#fff2c8', 0.8);
      c.ridge(c.height * 0.36, 60, '#8aa377', c.height * 0.5);
      c.band(c.height * 0.4, c.height, [
        [0, '#7a9a4a'],
        [1, '#3d5a26'],
      ]);
      for (let row = 0; row < 6; row++) {
        const ground = c.height * (0.45 + row * 0.11);
        const size = c.height * (0.12 + row * 0.07);
        for (let x = -size; x < c.width + size; x += size * 0.9) {
          const tx = x + c.between(-20, 20);
          tree(c, tx, ground, size, row % 2 ? '#2f5a22' : '#3c6b2a');
          for (let a = 0; a < 10; a++)
            c.ellipse(
              tx + c.between(-0.3, 0.3) * size,
              ground - size * c.between(0.5, 0.9),
              size * 0.03,
              size * 0.03,
              '#c8282a',
              0.95,
            );
        }
      }
      c.rect(c.width * 0.35, c.height * 0.86, c.width * 0.1, c.height * 0.08, '#8a5a2b');
      for (let a = 0; a < 40; a++)
        c.ellipse(
          c.width * c.between(0.355, 0.445),
          c.height * c.between(0.85, 0.88),
          26,
          26,
          '#d12f2c',
        );
    },
  },
  {
    key: 'lake',
    ...LANDSCAPE,
    focus: { x: 30, y: 62 },
    keywords: [
      'lake',
      'daming',
      'daminhu',
      'boats',
      'boat',
      'spring',
      'baotu',
      'baotutsyuan',
      'lantern',
      'pavilion',
      'evening',
      'quan',
      'dongquan',
      'istochniki',
      'izumi',
      'lotosy',
      'ozero',
      'wenquan',
      'goryachie',
    ],
    draw(c) {
      const water = c.height * 0.52;
      c.band(0, water, [
        [0, '#1d2547'],
        [0.6, '#7a5a7a'],
        [1, '#e29a72'],
      ]);
      c.ridge(water - 20, 40, '#1a1b2a', water + 10);
      // A pavilion's sweeping roof on the far shore.
      c.polygon(
        [
          [c.width * 0.58, water - 200],
          [c.width * 0.82, water - 200],
          [c.width * 0.86, water - 240],
          [c.width * 0.7, water - 330],
          [c.width * 0.54, water - 240],
        ],
        '#141422',
      );
      c.rect(c.width * 0.6, water - 200, c.width * 0.2, 180, '#1b1b2d');
      for (let i = 0; i < 40; i++)
        c.glow(
          c.between(0.05, 0.95) * c.width,
          water - c.between(20, 160),
          c.between(40, 110),
          '#ffb45a',
          0.7,
        );
      c.band(water, c.height, [
        [0, '#6a4a66'],
        [1, '#121628'],
      ]);
      glints(c, water, c.height, c.width * 0.5, '#ffc27a');
      // The boat with its lantern, left of centre and low: the focal point.
      const bx = c.width * 0.3;
      const by = c.height * 0.62;
      c.polygon(
        [
          [bx - 260, by],
          [bx + 260, by],
          [bx + 200, by + 70],
          [bx - 200, by + 70],
        ],
        '#1a1010',
      );
      c.rect(bx - 120, by - 120, 240, 120, '#3a2218');
      c.glow(bx, by - 150, 140, '#ff7a3a', 0.9);
      c.ellipse(bx, by - 150, 30, 40, '#ff5a2a');
      c.figure(bx + 180, by, 170, '#0d0a0a');
    },
  },
  {
    key: 'kites',
    ...LANDSCAPE,
    focus: { x: 72, y: 26 },
    keywords: [
      'kite',
      'kites',
      'weifang',
      'fengzheng',
      'fengzhenghui',
      'zmeev',
      'vozdushnyh',
      'tako',
    ],
    draw(c) {
      c.band(0, c.height * 0.72, [
        [0, '#2d6fb8'],
        [0.7, '#8fc0ea'],
        [1, '#d6e6f2'],
      ]);
      for (let i = 0; i < 8; i++)
        c.glow(
          c.between(0, c.width),
          c.between(0.1, 0.55) * c.height,
          c.between(300, 600),
          '#ffffff',
          0.35,
        );
      c.band(c.height * 0.72, c.height, [
        [0, '#8db35c'],
        [1, '#4a7a2c'],
      ]);
      c.ridge(c.height * 0.72, 20, '#6e8f52', c.height * 0.76);
      const kites: [number, number, number, string][] = [
        [0.72, 0.26, 220, '#d8262b'],
        [0.3, 0.18, 110, '#f2b728'],
        [0.5, 0.4, 90, '#2a8f5a'],
        [0.15, 0.35, 70, '#7a3ab8'],
        [0.88, 0.48, 80, '#e8632a'],
      ];
      for (const [fx, fy, size, color] of kites) {
        const x = c.width * fx;
        const y = c.height * fy;
        c.polygon(
          [
            [x, y - size],
            [x + size * 0.7, y],
            [x, y + size * 1.3],
            [x - size * 0.7, y],
          ],
          color,
        );
        c.line(x, y - size, x, y + size * 1.3, '#3a2a1a', 4);
        c.line(x - size * 0.7, y, x + size * 0.7, y, '#3a2a1a', 4);
        for (let t = 1; t <= 6; t++)
          c.ellipse(
            x + Math.sin(t) * size * 0.3,
            y + size * 1.3 + t * size * 0.35,
            size * 0.1,
            size * 0.06,
            color,
          );
        c.line(x, y + size * 0.2, c.width * 0.45, c.height * 0.9, '#f4f4f4', 2);
      }
      crowd(c, c.height * 0.93, c.height * 0.12, 40, '#2a2522');
    },
  },
  {
    key: 'port',
    ...LANDSCAPE,
    focus: CENTRE,
    keywords: [
      'port',
      'terminal',
      'container',
      'ferry',
      'ferries',
      'ship',
      'electric',
      'dalian',
      'sailings',
      'kelp',
      'rongcheng',
      'cucumber',
      'robot',
      'automated',
      'record',
      'lundu',
      'gang',
      'parom',
      'paromy',
      'minato',
      'yuchuan',
      'gyosen',
      'haicaofang',
      'konbu',
      'marikultura',
      'perevozok',
      'hangxian',
    ],
    draw(c) {
      const water = c.height * 0.62;
      c.band(0, water, [
        [0, '#7f98b3'],
        [1, '#d8d9d2'],
      ]);
      c.glow(c.width * 0.2, c.height * 0.2, c.height * 0.4, '#fdf4e0', 0.5);
      const colors = ['#b83a2e', '#2e6ab8', '#d8a02e', '#3a8a5a', '#7a7a82', '#c85a28'];
      for (let stack = 0; stack < 26; stack++)
        for (let level = 0; level < 5; level++)
          c.rect(
            stack * 160,
            water - 60 - level * 56,
            150,
            52,
            colors[Math.floor(c.random() * colors.length)] ?? '#b83a2e',
            0.95,
          );
      for (let i = 0; i < 5; i++) {
        const x = c.width * (0.1 + i * 0.2);
        c.rect(x, c.height * 0.12, 40, water - c.height * 0.12, '#c84a32');
        c.rect(x + 180, c.height * 0.12, 40, water - c.height * 0.12, '#c84a32');
        c.rect(x - 260, c.height * 0.12, 760, 50, '#d8553a');
        c.line(x + 20, c.height * 0.12, x + 200, c.height * 0.12 - 160, '#a83a28', 18);
      }
      c.band(water, c.height, [
        [0, '#6f8593'],
        [1, '#2a3c4a'],
      ]);
      glints(c, water, c.height, c.width * 0.25, '#f4efe0');
      // A ferry crossing in front of the terminal.
      const fy = c.height * 0.74;
      c.polygon(
        [
          [c.width * 0.32, fy],
          [c.width * 0.72, fy],
          [c.width * 0.69, fy + 110],
          [c.width * 0.35, fy + 110],
        ],
        '#f2f2ee',
      );
      c.rect(c.width * 0.38, fy - 150, c.width * 0.26, 150, '#e8e8e2');
      for (let x = c.width * 0.39; x < c.width * 0.63; x += 70)
        c.rect(x, fy - 110, 44, 36, '#2a3a4a');
      c.rect(c.width * 0.32, fy + 70, c.width * 0.4, 30, '#1f5fa0');
    },
  },
  {
    key: 'oldTown',
    ...PORTRAIT,
    focus: CENTRE,
    sideways: true,
    keywords: [
      'old',
      'town',
      'walk',
      'qufu',
      'kyokufu',
      'tsyuifu',
      'confucius',
      'confucian',
      'konfutsiya',
      'konfutsii',
      'koushi',
      'sankong',
      'jikong',
      'laojie',
      'akaiyane',
      'kryshi',
      'temple',
      'museum',
      'muzei',
      'bronzes',
      'woodblock',
      'lubki',
      'glass',
      'ruri',
      'taoci',
      'school',
      'book',
      'studio',
      'film',
      'homestays',
      'village',
      'classes',
      'ceremony',
      'yanxue',
    ],
    draw(c) {
      c.band(0, c.height * 0.45, [
        [0, '#7fa6d6'],
        [1, '#e4ebf0'],
      ]);
      const vanishX = c.width * 0.5;
      const vanishY = c.height * 0.5;
      c.polygon(
        [
          [0, c.height],
          [c.width, c.height],
          [vanishX + 40, vanishY],
          [vanishX - 40, vanishY],
        ],
        '#8a8278',
      );
      for (let i = 0; i < 40; i++) {
        const t = i / 40;
        const y = vanishY + (c.height - vanishY) * t * t;
        c.line(
          vanishX - (vanishX + 200) * t * t,
          y,
          vanishX + (vanishX + 200) * t * t,
          y,
          '#6e665e',
          3 + t * 8,
        );
      }
      for (const side of [-1, 1]) {
        for (let i = 0; i < 7; i++) {
          const near = (7 - i) / 7;
          const edge = vanishX + side * (60 + near * near * c.width * 0.6);
          const inner = vanishX + side * (60 + (near - 0.14) ** 2 * c.width * 0.6);
          const top = vanishY - near * c.height * 0.5;
          const foot = vanishY + near * near * c.height * 0.5;
          c.polygon(
            [
              [inner, vanishY - near * c.height * 0.3],
              [edge, top + 40],
              [edge, foot],
              [inner, vanishY + (near - 0.1) ** 2 * c.height * 0.5],
            ],
            i % 2 ? '#e8dcc8' : '#d9c8b0',
          );
          c.polygon(
            [
              [inner, vanishY - near * c.height * 0.3],
              [edge, top + 40],
              [edge, top - near * 120],
              [inner, vanishY - near * c.height * 0.36],
            ],
            '#b8452e',
          );
          tree(c, (edge + inner) / 2, foot, near * c.height * 0.5, '#2f6a32');
        }
      }
      crowd(c, c.height * 0.72, c.height * 0.12, 6, '#2a2420');
    },
  },
  {
    key: 'viaduct',
    ...LANDSCAPE,
    focus: CENTRE,
    keywords: [
      'rail',
      'railway',
      'train',
      'metro',
      'expressway',
      'chargers',
      'bridge',
      'transit',
      'visa',
      'road',
      'transport',
      'journeys',
      'fare',
      'gaotie',
      'gaosu',
      'tetsudo',
      'poezda',
      'poezd',
      'ditie',
      'chikatetsu',
      'kippu',
      'bilet',
    ],
    draw(c) {
      c.band(0, c.height * 0.6, [
        [0, '#a8c4de'],
        [1, '#eef0ea'],
      ]);
      for (let i = 0; i < 4; i++)
        c.ridge(
          c.height * (0.38 + i * 0.07),
          50 - i * 8,
          ['#b9c3c8', '#9aaab0', '#7b8f86', '#5b7558'][i] ?? '#5b7558',
          c.height,
        );
      c.band(c.height * 0.72, c.height, [
        [0, '#7e9ea8'],
        [1, '#3e5a66'],
      ]);
      glints(c, c.height * 0.72, c.height, c.width * 0.6, '#f6f4ea');
      const deck = c.height * 0.5;
      c.rect(0, deck, c.width, 70, '#d8d4cc');
      for (let x = 120; x < c.width; x += 420) {
        c.rect(x, deck + 70, 70, c.height * 0.24, '#c4beb4');
        c.ellipse(x + 245, deck + 260, 170, 200, '#9cb0b4', 0.5);
      }
      // A train crossing: a white body with a band of windows.
      c.rect(c.width * 0.22, deck - 110, c.width * 0.56, 110, '#f4f6f6');
      c.rect(c.width * 0.22, deck - 80, c.width * 0.56, 34, '#24303e');
      c.rect(c.width * 0.22, deck - 30, c.width * 0.56, 14, '#c8202a');
      c.polygon(
        [
          [c.width * 0.78, deck - 110],
          [c.width * 0.83, deck - 10],
          [c.width * 0.78, deck],
        ],
        '#f4f6f6',
      );
    },
  },
];

/** The scene of each key. */
export function demoScene(key: DemoSceneKey): DemoScene {
  const scene = DEMO_SCENES.find((each) => each.key === key);
  if (!scene) throw new Error(`no demo scene ${key}`);
  return scene;
}
