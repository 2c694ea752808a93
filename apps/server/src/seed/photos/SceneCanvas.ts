/** A deterministic pseudo-random source (mulberry32): the same scene for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number): string => String(Math.round(value));

/**
 * An SVG under construction, in the scene's own pixels, with the few shapes a photograph-like
 * scene is made of: graded skies and water, soft lights, ridges, silhouettes. Light sources are
 * radial gradients that fade to nothing rather than blurred shapes: librsvg blurs a camera-sized
 * layer slowly, while a gradient costs nothing more than a flat fill.
 */
export class SceneCanvas {
  readonly #defs: string[] = [];
  readonly #shapes: string[] = [];
  #ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly random: () => number,
  ) {}

  /** A number between `low` and `high`. */
  between(low: number, high: number): number {
    return low + (high - low) * this.random();
  }

  /** A top-to-bottom gradient over a band, `stops` as [offset 0–1, colour]. */
  band(top: number, bottom: number, stops: readonly (readonly [number, string])[]): void {
    const id = this.#gradient('linearGradient', 'x1="0" y1="0" x2="0" y2="1"', stops);
    this.rect(0, top, this.width, bottom - top, `url(#${id})`);
  }

  /** A light that fades from its colour at the centre to nothing at `radius`. */
  glow(cx: number, cy: number, radius: number, color: string, opacity = 1): void {
    const id = this.#gradient('radialGradient', '', [
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ]);
    this.#shapes.push(
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="url(#${id})"/>`,
    );
  }

  rect(x: number, y: number, width: number, height: number, fill: string, opacity = 1): void {
    this.#shapes.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity.toFixed(2)}"` : ''}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, opacity = 1): void {
    this.#shapes.push(
      `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity.toFixed(2)}"` : ''}/>`,
    );
  }

  polygon(points: readonly (readonly [number, number])[], fill: string, opacity = 1): void {
    const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
    this.#shapes.push(
      `<polygon points="${list}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity.toFixed(2)}"` : ''}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): void {
    this.#shapes.push(
      `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${round(width)}" stroke-linecap="round"/>`,
    );
  }

  /**
   * A ridge line from the left edge to the right, filled down to `bottom`: midpoint displacement
   * gives the jagged-at-every-scale outline of hills and rock.
   */
  ridge(base: number, roughness: number, fill: string, bottom = this.height, opacity = 1): void {
    let heights = [base + this.between(-1, 1) * roughness, base + this.between(-1, 1) * roughness];
    let spread = roughness;
    while (heights.length < 129) {
      const next: number[] = [];
      for (let i = 0; i < heights.length - 1; i++) {
        const a = heights[i] ?? base;
        const b = heights[i + 1] ?? base;
        next.push(a, (a + b) / 2 + this.between(-1, 1) * spread);
      }
      next.push(heights[heights.length - 1] ?? base);
      heights = next;
      spread *= 0.55;
    }
    const step = this.width / (heights.length - 1);
    this.polygon(
      [[0, bottom], ...heights.map((y, i) => [i * step, y] as const), [this.width, bottom]],
      fill,
      opacity,
    );
  }

  /** A standing person seen from afar: a head and a tapering body, `size` tall. */
  figure(x: number, feet: number, size: number, fill: string): void {
    const head = size * 0.13;
    this.ellipse(x, feet - size + head, head * 0.85, head, fill);
    this.polygon(
      [
        [x - size * 0.16, feet - size * 0.76],
        [x + size * 0.16, feet - size * 0.76],
        [x + size * 0.12, feet],
        [x - size * 0.12, feet],
      ],
      fill,
    );
  }

  toSvg(): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${String(this.width)}" height="${String(this.height)}" viewBox="0 0 ${String(this.width)} ${String(this.height)}">`,
      `<defs>${this.#defs.join('')}</defs>`,
      ...this.#shapes,
      '</svg>',
    ].join('');
  }

  #gradient(
    kind: 'linearGradient' | 'radialGradient',
    attributes: string,
    stops: readonly (readonly [number, string, number?])[],
  ): string {
    this.#ids += 1;
    const id = `g${String(this.#ids)}`;
    const body = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset.toFixed(3)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity.toFixed(3)}"`}/>`,
      )
      .join('');
    this.#defs.push(`<${kind} id="${id}" ${attributes}>${body}</${kind}>`);
    return id;
  }
}
