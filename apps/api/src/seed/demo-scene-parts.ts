/**
 * Pieces the demo pictures are drawn from (demo-scenes.ts): skies, a moon, stars, a city, hills,
 * water, clouds and rain (the props: demo-scene-objects.ts). Each returns SVG
 * markup for a canvas of `w`×`h` pixels and registers its gradients and filters in `defs`. All
 * randomness comes from the canvas's seeded generator, so a seed always draws the same picture.
 */

export type Canvas = {
  readonly w: number;
  readonly h: number;
  /** Deterministic numbers in [0, 1). */
  readonly random: () => number;
  readonly defs: string[];
  ids: number;
};

/** mulberry32: small, fast and the same on every machine. */
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

export function canvas(w: number, h: number, seed: number): Canvas {
  return { w, h, random: seededRandom(seed), defs: [], ids: 0 };
}

/** One decimal is plenty for a picture and keeps the markup small. */
/** A share of the canvas's width, of its height, and its shorter side. */
export const W = (c: Canvas, share: number) => c.w * share;
export const H = (c: Canvas, share: number) => c.h * share;
export const min = (c: Canvas) => Math.min(c.w, c.h);

export const n = (value: number) => String(Math.round(value * 10) / 10);

export const between = (c: Canvas, low: number, high: number) => low + (high - low) * c.random();

export function id(c: Canvas, prefix: string): string {
  c.ids += 1;
  return `${prefix}${c.ids}`;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stopsOf = (stops: readonly Stop[]) =>
  stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

/** A linear gradient from (x1, y1) to (x2, y2) in the shape's box; returns its `url(#…)`. */
export function linear(
  c: Canvas,
  stops: readonly Stop[],
  direction: [number, number, number, number] = [0, 0, 0, 1],
) {
  const name = id(c, 'l');
  const [x1, y1, x2, y2] = direction;
  c.defs.push(
    `<linearGradient id="${name}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
  );
  return `url(#${name})`;
}

export function radial(c: Canvas, stops: readonly Stop[]) {
  const name = id(c, 'r');
  c.defs.push(`<radialGradient id="${name}">${stopsOf(stops)}</radialGradient>`);
  return `url(#${name})`;
}

/** The whole canvas in a vertical gradient, top colour first. */
export function sky(c: Canvas, colours: readonly string[]): string {
  const stops = colours.map((colour, index) => [index / Math.max(1, colours.length - 1), colour] as const);
  return `<rect width="${c.w}" height="${c.h}" fill="${linear(c, stops)}"/>`;
}

/** Soft light: a disc fading from `colour` to nothing. */
export function glow(c: Canvas, x: number, y: number, r: number, colour: string, opacity = 0.6): string {
  const fill = radial(c, [
    [0, colour, opacity],
    [0.4, colour, opacity * 0.45],
    [1, colour, 0],
  ]);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;
}

/** A full moon with its halo and faint seas, or a crescent (the rest of the disc masked away). */
export function moon(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  options: { crescent?: boolean } = {},
): string {
  const face = radial(c, [
    [0, '#fffbea'],
    [0.75, '#fdf0c4'],
    [1, '#f3dc9a'],
  ]);
  let markup = glow(c, x, y, r * 4.2, '#fde9a8', 0.35) + glow(c, x, y, r * 1.8, '#fff4cc', 0.45);
  if (options.crescent) {
    const mask = id(c, 'm');
    c.defs.push(
      `<mask id="${mask}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff"/><circle cx="${n(x + r * 0.42)}" cy="${n(y - r * 0.18)}" r="${n(r * 0.92)}" fill="#000"/></mask>`,
    );
    return `${markup}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${face}" mask="url(#${mask})"/>`;
  }
  markup += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${face}"/>`;
  for (let i = 0; i < 4; i++) {
    const sx = x + between(c, -0.5, 0.4) * r;
    const sy = y + between(c, -0.5, 0.5) * r;
    markup += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * between(c, 0.1, 0.24))}" fill="#e8d49a" fill-opacity="0.55"/>`;
  }
  return markup;
}

/** Stars above `bottom` (a share of the height); a few of them larger, with a glint. */
export function stars(c: Canvas, count: number, bottom = 0.6): string {
  let markup = '';
  for (let i = 0; i < count; i++) {
    const x = c.random() * c.w;
    const y = c.random() * c.h * bottom;
    const size = c.random();
    const r = 0.6 + size * size * 2.2;
    markup += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fffdf2" fill-opacity="${n(0.35 + c.random() * 0.6)}"/>`;
    if (size > 0.93) {
      const arm = r * 5;
      markup +=
        `<path d="M${n(x - arm)} ${n(y)}H${n(x + arm)}M${n(x)} ${n(y - arm)}V${n(y + arm)}" ` +
        'stroke="#fffdf2" stroke-opacity="0.5" stroke-width="0.8"/>';
    }
  }
  return markup;
}

/** A row of buildings standing on `baseY`, with some windows lit warm. */
export function skyline(
  c: Canvas,
  baseY: number,
  options: { low: number; high: number; colour: string; lit: number; windowColour?: string },
): string {
  let markup = '';
  let x = -between(c, 0, 30);
  const unit = Math.max(6, c.w / 110);
  while (x < c.w) {
    const width = between(c, 0.06, 0.16) * c.w;
    const height = between(c, options.low, options.high) * c.h;
    const top = baseY - height;
    markup += `<rect x="${n(x)}" y="${n(top)}" width="${n(width + 1)}" height="${n(height + 2)}" fill="${options.colour}"/>`;
    if (c.random() < 0.25) {
      markup += `<rect x="${n(x + width * 0.4)}" y="${n(top - unit * 3)}" width="${n(unit * 0.5)}" height="${n(unit * 3)}" fill="${options.colour}"/>`;
    }
    for (let wy = top + unit * 1.5; wy < baseY - unit * 2; wy += unit * 2.2) {
      for (let wx = x + unit; wx < x + width - unit * 1.5; wx += unit * 1.8) {
        if (c.random() < options.lit) {
          markup += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(unit * 0.9)}" height="${n(unit * 1.2)}" fill="${options.windowColour ?? '#ffd98a'}" fill-opacity="${n(0.55 + c.random() * 0.45)}"/>`;
        }
      }
    }
    x += width + between(c, 0, 0.015) * c.w;
  }
  return markup;
}

/** Rolling ground from edge to edge around `y` (a share of the height), filled down to the bottom. */
export function hills(c: Canvas, y: number, amplitude: number, fill: string): string {
  const points = 5;
  let d = `M0 ${n(c.h)}L0 ${n(y * c.h)}`;
  let previous = { x: 0, y: y * c.h };
  for (let i = 1; i <= points; i++) {
    const px = (i / points) * c.w;
    const py = (y + between(c, -amplitude, amplitude)) * c.h;
    const cx = (previous.x + px) / 2;
    d += `Q${n(cx)} ${n(Math.min(previous.y, py) - amplitude * c.h * between(c, 0.2, 1))} ${n(px)} ${n(py)}`;
    previous = { x: px, y: py };
  }
  return `<path d="${d}L${n(c.w)} ${n(c.h)}Z" fill="${fill}"/>`;
}

/** A soft cloud of a few overlapping puffs, each fading out at its edge (no blur filter: fast). */
export function cloud(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  colour: string,
  opacity: number,
): string {
  const puff = radial(c, [
    [0, colour, opacity],
    [0.55, colour, opacity * 0.8],
    [1, colour, 0],
  ]);
  let puffs = '';
  for (let i = 0; i < 7; i++) {
    const px = x + (i - 3) * size * 0.2 + between(c, -0.06, 0.06) * size;
    const py = y - Math.sin((i / 6) * Math.PI) * size * 0.12 + between(c, -0.03, 0.03) * size;
    puffs += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(size * between(c, 0.2, 0.3))}" ry="${n(size * between(c, 0.1, 0.16))}"/>`;
  }
  return `<g fill="${puff}">${puffs}</g>`;
}

/** Falling rain: thin slanted strokes. */
export function rain(c: Canvas, count: number, colour: string, slant = 0.18, opacity = 0.35): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.random() * (c.w * 1.2) - c.w * 0.1;
    const y = c.random() * c.h;
    const length = between(c, 0.02, 0.05) * c.h;
    d += `M${n(x)} ${n(y)}l${n(-length * slant)} ${n(length)}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-opacity="${n(opacity)}" stroke-width="${n(Math.max(1, c.w / 700))}" stroke-linecap="round"/>`;
}

/** Drops resting on a pane of glass inside (x, y, width, height): each with a bright rim and a trail. */
export function drops(
  c: Canvas,
  area: { x: number; y: number; width: number; height: number },
  count: number,
): string {
  let markup = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + c.random() * area.width;
    const y = area.y + c.random() * area.height;
    const r = (1.5 + c.random() ** 3 * 9) * (c.w / 800);
    if (c.random() < 0.3) {
      markup += `<path d="M${n(x)} ${n(y - r * between(c, 4, 14))}V${n(y)}" stroke="#dbeafe" stroke-opacity="0.22" stroke-width="${n(r * 0.6)}" stroke-linecap="round"/>`;
    }
    markup +=
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.15)}" fill="#0f2540" fill-opacity="0.35" stroke="#e0f2fe" stroke-opacity="0.55" stroke-width="${n(Math.max(0.6, r * 0.18))}"/>` +
      `<circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.28)}" fill="#ffffff" fill-opacity="0.7"/>`;
  }
  return markup;
}
