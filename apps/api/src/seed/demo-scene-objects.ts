/**
 * The props of the demo pictures (demo-scenes.ts): a candle, a lamp, trees, lavender, ripples, an
 * umbrella, a figure, a microphone, a heart and a window, drawn like the pieces in
 * demo-scene-parts.ts.
 */
import { between, type Canvas, glow, id, linear, n, radial } from './demo-scene-parts.ts';

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
