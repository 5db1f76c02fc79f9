/**
 * Pieces the demo pictures are drawn from (demo-scenes.ts): skies, a moon, stars, a city, hills,
 * water, clouds, rain, a window, a candle, a lamp, plants and small props. Each returns SVG
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
export const n = (value: number) => String(Math.round(value * 10) / 10);

const between = (c: Canvas, low: number, high: number) => low + (high - low) * c.random();

function id(c: Canvas, prefix: string): string {
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

/** A lit candle standing at (x, y) (the bottom of its holder), `size` tall. */
export function candle(c: Canvas, x: number, y: number, size: number): string {
  const body = linear(
    c,
    [
      [0, '#f5e6c8'],
      [0.5, '#fff7e6'],
      [1, '#d9c29a'],
    ],
    [0, 0, 1, 0],
  );
  const flame = radial(c, [
    [0, '#fffbe8'],
    [0.45, '#ffd166'],
    [1, '#ff8c42', 0.9],
  ]);
  const width = size * 0.28;
  const height = size * 0.62;
  const top = y - size * 0.08 - height;
  const fx = x;
  const fy = top - size * 0.04;
  const fh = size * 0.22;
  return (
    glow(c, fx, fy - fh * 0.4, size * 1.6, '#ffb347', 0.32) +
    glow(c, fx, fy - fh * 0.4, size * 0.5, '#ffe29a', 0.55) +
    `<ellipse cx="${n(x)}" cy="${n(y - size * 0.04)}" rx="${n(width * 1.2)}" ry="${n(size * 0.05)}" fill="#8a6a4a"/>` +
    `<rect x="${n(x - width * 1.2)}" y="${n(y - size * 0.09)}" width="${n(width * 2.4)}" height="${n(size * 0.06)}" rx="${n(size * 0.02)}" fill="#a88462"/>` +
    `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width * 0.12)}" fill="${body}"/>` +
    `<path d="M${n(x - width / 2)} ${n(top + width * 0.1)}q${n(width * 0.1)} ${n(width * 0.5)} ${n(width * 0.22)} ${n(width * 0.05)}" stroke="#fff7e6" stroke-width="${n(width * 0.12)}" fill="none"/>` +
    `<path d="M${n(x)} ${n(top)}v${n(-size * 0.05)}" stroke="#3b2a1a" stroke-width="${n(Math.max(1, size * 0.012))}"/>` +
    `<path d="M${n(fx)} ${n(fy - fh)}C${n(fx + fh * 0.32)} ${n(fy - fh * 0.45)} ${n(fx + fh * 0.28)} ${n(fy)} ${n(fx)} ${n(fy)}C${n(fx - fh * 0.28)} ${n(fy)} ${n(fx - fh * 0.32)} ${n(fy - fh * 0.45)} ${n(fx)} ${n(fy - fh)}Z" fill="${flame}"/>`
  );
}

/** A bedside lamp whose base stands at (x, y), `size` tall, throwing warm light. */
export function lamp(c: Canvas, x: number, y: number, size: number): string {
  const shade = linear(c, [
    [0, '#ffe8b0'],
    [1, '#f6b65a'],
  ]);
  const top = y - size;
  const shadeTop = size * 0.2;
  const shadeBottom = size * 0.36;
  const shadeHeight = size * 0.34;
  return (
    glow(c, x, top + shadeHeight, size * 2.2, '#ffc46b', 0.35) +
    `<path d="M${n(x - shadeBottom)} ${n(top + shadeHeight)}L${n(x - size * 0.9)} ${n(y)}H${n(x + size * 0.9)}L${n(x + shadeBottom)} ${n(top + shadeHeight)}Z" fill="#ffd58a" fill-opacity="0.13"/>` +
    `<path d="M${n(x)} ${n(top + shadeHeight)}V${n(y - size * 0.08)}" stroke="#6b4a2f" stroke-width="${n(size * 0.04)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - size * 0.05)}" rx="${n(size * 0.2)}" ry="${n(size * 0.06)}" fill="#6b4a2f"/>` +
    `<path d="M${n(x - shadeTop)} ${n(top)}H${n(x + shadeTop)}L${n(x + shadeBottom)} ${n(top + shadeHeight)}H${n(x - shadeBottom)}Z" fill="${shade}"/>`
  );
}

/** Tree shapes along `baseY`: pointed firs or round crowns. */
export function trees(c: Canvas, baseY: number, count: number, fill: string, kind: 'fir' | 'round'): string {
  let markup = '';
  for (let i = 0; i < count; i++) {
    const x = ((i + between(c, 0, 0.8)) / count) * c.w;
    const height = between(c, 0.12, 0.26) * c.h;
    if (kind === 'fir') {
      const half = height * 0.28;
      markup += `<path d="M${n(x)} ${n(baseY - height)}L${n(x + half)} ${n(baseY)}H${n(x - half)}Z" fill="${fill}"/>`;
    } else {
      markup +=
        `<rect x="${n(x - height * 0.03)}" y="${n(baseY - height * 0.5)}" width="${n(height * 0.06)}" height="${n(height * 0.5)}" fill="${fill}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(baseY - height * 0.62)}" rx="${n(height * 0.3)}" ry="${n(height * 0.36)}" fill="${fill}"/>`;
    }
  }
  return markup;
}

/** Lavender: stems rising from the bottom up to about `fromY`, each with a purple spike. */
export function lavender(c: Canvas, fromY: number, count: number): string {
  let stems = '';
  let buds = '';
  for (let i = 0; i < count; i++) {
    const x = c.random() * c.w;
    const depth = c.random();
    const top = (fromY + depth * (1 - fromY) * 0.7) * c.h;
    const length = (0.1 + depth * 0.18) * c.h;
    const sway = between(c, -0.03, 0.03) * c.h;
    stems += `M${n(x)} ${n(c.h)}Q${n(x + sway)} ${n(top + length * 0.5)} ${n(x + sway)} ${n(top)}`;
    const budSize = (1.6 + depth * 3.4) * (c.w / 800);
    for (let b = 0; b < 6; b++) {
      buds += `<ellipse cx="${n(x + sway + (b % 2 ? budSize * 0.6 : -budSize * 0.6))}" cy="${n(top + b * budSize * 1.5)}" rx="${n(budSize)}" ry="${n(budSize * 1.4)}" fill-opacity="${n(0.55 + depth * 0.45)}"/>`;
    }
  }
  return `<path d="${stems}" stroke="#2d3b2a" stroke-width="${n(Math.max(1, c.w / 600))}" fill="none"/><g fill="#a78bfa">${buds}</g>`;
}

/** Rings spreading on water from (x, y). */
export function ripples(x: number, y: number, rings: number, size: number, colour: string): string {
  let markup = '';
  for (let i = 1; i <= rings; i++) {
    const r = (size * i) / rings;
    markup += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.32)}" fill="none" stroke="${colour}" stroke-opacity="${n(0.75 - (i / rings) * 0.55)}" stroke-width="${n(Math.max(1, size / 60))}"/>`;
  }
  return markup;
}

/** An open umbrella, the top of its canopy at (x, y), `size` wide. */
export function umbrella(x: number, y: number, size: number, colour: string): string {
  const r = size / 2;
  const rim = y + r * 0.75;
  const scallops = `a${n(r / 4)} ${n(r / 7)} 0 0 0 ${n(-r / 2)} 0`.repeat(4);
  return (
    `<path d="M${n(x)} ${n(rim)}V${n(y + r * 1.9)}q0 ${n(r * 0.18)} ${n(-r * 0.16)} ${n(r * 0.18)}" stroke="#1f2937" stroke-width="${n(size * 0.025)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(x - r)} ${n(rim)}A${n(r)} ${n(r * 0.75)} 0 0 1 ${n(x + r)} ${n(rim)}${scallops}Z" fill="${colour}"/>` +
    `<path d="M${n(x)} ${n(y)}Q${n(x - r * 0.35)} ${n(y + r * 0.3)} ${n(x - r * 0.5)} ${n(rim + r * 0.1)}M${n(x)} ${n(y)}Q${n(x + r * 0.35)} ${n(y + r * 0.3)} ${n(x + r * 0.5)} ${n(rim + r * 0.1)}" stroke="#000000" stroke-opacity="0.18" stroke-width="${n(size * 0.012)}" fill="none"/>` +
    `<path d="M${n(x)} ${n(y - r * 0.12)}V${n(y)}" stroke="#1f2937" stroke-width="${n(size * 0.02)}"/>`
  );
}

/** A person seen from behind, head and shoulders, whose shoulders rest on (x, y). */
export function figure(
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { headphones?: string } = {},
): string {
  const head = size * 0.2;
  const headY = y - size * 0.42;
  let markup =
    `<path d="M${n(x - size * 0.42)} ${n(y + size * 0.5)}C${n(x - size * 0.42)} ${n(y - size * 0.05)} ${n(x - size * 0.2)} ${n(y - size * 0.14)} ${n(x)} ${n(y - size * 0.14)}C${n(x + size * 0.2)} ${n(y - size * 0.14)} ${n(x + size * 0.42)} ${n(y - size * 0.05)} ${n(x + size * 0.42)} ${n(y + size * 0.5)}Z" fill="${fill}"/>` +
    `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(head)}" fill="${fill}"/>`;
  if (options.headphones) {
    const band = options.headphones;
    markup +=
      `<path d="M${n(x - head * 1.05)} ${n(headY)}A${n(head * 1.05)} ${n(head * 1.1)} 0 0 1 ${n(x + head * 1.05)} ${n(headY)}" stroke="${band}" stroke-width="${n(head * 0.18)}" fill="none"/>` +
      `<rect x="${n(x - head * 1.25)}" y="${n(headY - head * 0.2)}" width="${n(head * 0.4)}" height="${n(head * 0.7)}" rx="${n(head * 0.15)}" fill="${band}"/>` +
      `<rect x="${n(x + head * 0.85)}" y="${n(headY - head * 0.2)}" width="${n(head * 0.4)}" height="${n(head * 0.7)}" rx="${n(head * 0.15)}" fill="${band}"/>`;
  }
  return markup;
}

/** A studio microphone on a short stand, its foot at (x, y), `size` tall. */
export function microphone(c: Canvas, x: number, y: number, size: number): string {
  const metal = linear(
    c,
    [
      [0, '#6b7280'],
      [0.45, '#e5e7eb'],
      [1, '#4b5563'],
    ],
    [0, 0, 1, 0],
  );
  const width = size * 0.26;
  const top = y - size;
  let grille = '';
  for (let i = 1; i < 6; i++) {
    const gy = top + (size * 0.42 * i) / 6;
    grille += `M${n(x - width / 2)} ${n(gy)}H${n(x + width / 2)}`;
  }
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.22)}" ry="${n(size * 0.04)}" fill="#1f2937"/>` +
    `<path d="M${n(x)} ${n(y)}V${n(top + size * 0.58)}" stroke="#374151" stroke-width="${n(size * 0.035)}"/>` +
    `<path d="M${n(x - width * 0.8)} ${n(top + size * 0.32)}q0 ${n(size * 0.26)} ${n(width * 0.8)} ${n(size * 0.26)}q${n(width * 0.8)} 0 ${n(width * 0.8)} ${n(-size * 0.26)}" stroke="#9ca3af" stroke-width="${n(size * 0.02)}" fill="none"/>` +
    `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(size * 0.5)}" rx="${n(width / 2)}" fill="${metal}"/>` +
    `<path d="${grille}" stroke="#374151" stroke-opacity="0.6" stroke-width="${n(Math.max(1, size * 0.008))}"/>`
  );
}

/** A heart centred on (x, y), `size` wide. */
export function heart(x: number, y: number, size: number, fill: string, opacity = 1): string {
  const s = size / 2;
  return `<path d="M${n(x)} ${n(y + s * 0.9)}C${n(x - s * 1.6)} ${n(y - s * 0.1)} ${n(x - s * 0.8)} ${n(y - s * 1.2)} ${n(x)} ${n(y - s * 0.45)}C${n(x + s * 0.8)} ${n(y - s * 1.2)} ${n(x + s * 1.6)} ${n(y - s * 0.1)} ${n(x)} ${n(y + s * 0.9)}Z" fill="${fill}" fill-opacity="${n(opacity)}"/>`;
}

/**
 * A window in a dark wall: `outside` (markup drawn on the full canvas) shows through the pane,
 * with frame, cross bars, curtains and a sill. Returns the wall with the window cut into it.
 */
export function windowView(
  c: Canvas,
  pane: { x: number; y: number; width: number; height: number },
  outside: string,
  options: { wall: string; frame: string; curtain?: string },
): string {
  const clip = id(c, 'w');
  c.defs.push(
    `<clipPath id="${clip}"><rect x="${n(pane.x)}" y="${n(pane.y)}" width="${n(pane.width)}" height="${n(pane.height)}"/></clipPath>`,
  );
  const bar = Math.max(4, pane.width * 0.025);
  const wall = linear(c, [
    [0, options.wall],
    [1, '#0b0a14'],
  ]);
  let markup =
    `<rect width="${c.w}" height="${c.h}" fill="${wall}"/>` +
    `<g clip-path="url(#${clip})">${outside}</g>` +
    `<rect x="${n(pane.x)}" y="${n(pane.y)}" width="${n(pane.width)}" height="${n(pane.height)}" fill="none" stroke="${options.frame}" stroke-width="${n(bar * 1.6)}"/>` +
    `<path d="M${n(pane.x + pane.width / 2)} ${n(pane.y)}V${n(pane.y + pane.height)}M${n(pane.x)} ${n(pane.y + pane.height * 0.45)}H${n(pane.x + pane.width)}" stroke="${options.frame}" stroke-width="${n(bar)}"/>` +
    `<rect x="${n(pane.x - bar * 3)}" y="${n(pane.y + pane.height)}" width="${n(pane.width + bar * 6)}" height="${n(bar * 2.2)}" fill="${options.frame}"/>`;
  if (options.curtain) {
    const fold = linear(
      c,
      [
        [0, options.curtain],
        [0.5, '#ffffff', 0.25],
        [1, options.curtain],
      ],
      [0, 0, 1, 0],
    );
    const drop = pane.height * 1.15;
    const side = pane.width * 0.22;
    markup +=
      `<path d="M${n(pane.x - side * 0.6)} ${n(pane.y - bar * 3)}H${n(pane.x + side)}Q${n(pane.x + side * 0.3)} ${n(pane.y + drop * 0.5)} ${n(pane.x + side * 0.7)} ${n(pane.y + drop)}H${n(pane.x - side * 0.6)}Z" fill="${options.curtain}"/>` +
      `<path d="M${n(pane.x - side * 0.6)} ${n(pane.y - bar * 3)}H${n(pane.x + side)}Q${n(pane.x + side * 0.3)} ${n(pane.y + drop * 0.5)} ${n(pane.x + side * 0.7)} ${n(pane.y + drop)}H${n(pane.x - side * 0.6)}Z" fill="${fold}" fill-opacity="0.35"/>` +
      `<path d="M${n(pane.x + pane.width + side * 0.6)} ${n(pane.y - bar * 3)}H${n(pane.x + pane.width - side)}Q${n(pane.x + pane.width - side * 0.3)} ${n(pane.y + drop * 0.5)} ${n(pane.x + pane.width - side * 0.7)} ${n(pane.y + drop)}H${n(pane.x + pane.width + side * 0.6)}Z" fill="${options.curtain}"/>` +
      `<rect x="${n(pane.x - side)}" y="${n(pane.y - bar * 4)}" width="${n(pane.width + side * 2)}" height="${n(bar * 1.2)}" rx="${n(bar * 0.6)}" fill="#3f3f46"/>`;
  }
  return markup;
}
