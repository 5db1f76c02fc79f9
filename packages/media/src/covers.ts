// Deterministic abstract cover art (SVG) for demo content: a calm gradient chosen from a palette by hashing
// the seed, soft blurred orbs and a few sound-wave lines. No text unless a title is given.

export interface CoverOptions {
  title?: string;
  width?: number;
  height?: number;
}

interface Palette {
  /** Gradient stops, dark to light. */
  background: readonly [string, string, string];
  /** Orb / wave colours. */
  accents: readonly [string, string, string];
}

export const COVER_PALETTES: readonly Palette[] = [
  { background: ['#1e1b4b', '#4c1d95', '#7c3aed'], accents: ['#c4b5fd', '#f0abfc', '#a5b4fc'] }, // violet night
  { background: ['#0f172a', '#1e3a8a', '#3b82f6'], accents: ['#93c5fd', '#a5f3fc', '#c7d2fe'] }, // deep blue
  { background: ['#042f2e', '#0f766e', '#2dd4bf'], accents: ['#99f6e4', '#bef264', '#a7f3d0'] }, // forest rain
  { background: ['#3b0764', '#9d174d', '#fb7185'], accents: ['#fecdd3', '#fde68a', '#f5d0fe'] }, // dusk
  { background: ['#1c1917', '#78350f', '#f59e0b'], accents: ['#fde68a', '#fed7aa', '#fecaca'] }, // campfire
  { background: ['#082f49', '#155e75', '#67e8f9'], accents: ['#cffafe', '#bae6fd', '#e0e7ff'] }, // ocean
  { background: ['#312e81', '#6d28d9', '#f472b6'], accents: ['#fbcfe8', '#ddd6fe', '#bfdbfe'] }, // lavender
  { background: ['#111827', '#374151', '#9ca3af'], accents: ['#e5e7eb', '#c7d2fe', '#fde68a'] }, // mist
];

const FONT_FAMILY = "Pretendard, 'Nanum Gothic', sans-serif";

/** A deterministic SVG cover for `seed`. Same seed and options → same string. */
export function coverSvg(seed: string, options: CoverOptions = {}): string {
  const { title, width = 600, height = 600 } = options;
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0 || value > 10_000) {
      throw new RangeError(`${name} must be within (0, 10000], got ${value}`);
    }
  }
  const w = round(width);
  const h = round(height);
  const hash = fnv1a(String(seed));
  const rand = mulberry32(hash);
  const palette = COVER_PALETTES[hash % COVER_PALETTES.length] ?? COVER_PALETTES[0]!;
  const id = `c${hash.toString(36)}`; // unique-ish ids so several covers can share one HTML page
  const min = Math.min(w, h);

  // Gradient direction: a random angle, expressed as x1/y1 → x2/y2 in objectBoundingBox units.
  const angle = rand() * Math.PI * 2;
  const gx = round(0.5 + Math.cos(angle) / 2, 3);
  const gy = round(0.5 + Math.sin(angle) / 2, 3);

  const orbs: string[] = [];
  const orbCount = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < orbCount; i++) {
    const colour = palette.accents[i % palette.accents.length]!;
    const cx = round(rand() * w);
    const cy = round(rand() * h);
    const r = round(min * (0.12 + rand() * 0.28));
    const opacity = round(0.18 + rand() * 0.3, 2);
    orbs.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`);
  }

  const waves: string[] = [];
  const waveCount = 3 + Math.floor(rand() * 2);
  const hasTitle = title !== undefined && title.trim() !== '';
  // Waves sit in the lower half, or higher up when the title takes the bottom.
  const baseY = h * ((hasTitle ? 0.3 : 0.55) + rand() * 0.2);
  const cycles = 1.5 + rand() * 2;
  for (let i = 0; i < waveCount; i++) {
    const amplitude = min * (0.03 + rand() * 0.06);
    const phase = rand() * Math.PI * 2;
    const y0 = baseY + i * min * 0.045;
    const colour = palette.accents[(i + 1) % palette.accents.length]!;
    const strokeWidth = round(Math.max(1, min * (0.004 + rand() * 0.006)), 2);
    const opacity = round(0.25 + 0.45 * (1 - i / waveCount), 2);
    waves.push(
      `<path d="${wavePath(w, y0, amplitude, cycles, phase)}" fill="none" stroke="${colour}" ` +
        `stroke-width="${strokeWidth}" stroke-linecap="round" stroke-opacity="${opacity}"/>`,
    );
  }

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="${round(1 - gx, 3)}" y1="${round(1 - gy, 3)}" x2="${gx}" y2="${gy}">`,
    `<stop offset="0" stop-color="${palette.background[0]}"/>`,
    `<stop offset="0.55" stop-color="${palette.background[1]}"/>`,
    `<stop offset="1" stop-color="${palette.background[2]}"/>`,
    '</linearGradient>',
    `<filter id="${id}-blur" x="-50%" y="-50%" width="200%" height="200%">`,
    `<feGaussianBlur stdDeviation="${round(min * 0.06, 1)}"/>`,
    '</filter>',
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset="0.5" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.45"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`,
    `<g filter="url(#${id}-blur)">${orbs.join('')}</g>`,
    `<g>${waves.join('')}</g>`,
  ];
  if (hasTitle) parts.push(titleBlock(title.trim(), w, h, id));
  parts.push('</svg>');
  return parts.join('');
}

/** Escapes text for use in XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function titleBlock(title: string, w: number, h: number, id: string): string {
  const fontSize = round(Math.min(w, h) * 0.085, 1);
  const maxLineEm = (w * 0.84) / fontSize;
  const lines = wrapTitle(title, maxLineEm, 3);
  const lineHeight = fontSize * 1.3;
  const x = round(w * 0.08);
  const lastBaseline = h - Math.min(w, h) * 0.09;
  const tspans = lines
    .map((line, i) => {
      const y = round(lastBaseline - (lines.length - 1 - i) * lineHeight);
      return `<tspan x="${x}" y="${y}">${escapeXml(line)}</tspan>`;
    })
    .join('');
  return (
    `<rect width="${w}" height="${h}" fill="url(#${id}-shade)"/>` +
    `<text font-family="${escapeXml(FONT_FAMILY)}" font-size="${fontSize}" font-weight="700" fill="#ffffff" ` +
    `fill-opacity="0.95">${tspans}</text>`
  );
}

/** Approximate rendered width in em: Hangul/CJK are full width, everything else about half. */
function emWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/u.test(ch) ? 1 : 0.55;
  return width;
}

function wrapTitle(title: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (emWidth(candidate) <= maxEm || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  // Break words that are longer than a line on their own, then cap the line count.
  const broken = lines.flatMap((line) => {
    if (emWidth(line) <= maxEm) return [line];
    const parts: string[] = [];
    let part = '';
    for (const ch of line) {
      if (emWidth(part + ch) > maxEm && part) {
        parts.push(part);
        part = ch;
      } else {
        part += ch;
      }
    }
    if (part) parts.push(part);
    return parts;
  });
  if (broken.length <= maxLines) return broken;
  const kept = broken.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && emWidth(`${last}…`) > maxEm) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

function wavePath(width: number, y0: number, amplitude: number, cycles: number, phase: number): string {
  const steps = 48;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    // Amplitude swells in the middle, like a breath.
    const envelope = Math.sin((Math.PI * i) / steps) ** 1.5;
    const y = y0 + Math.sin(phase + (i / steps) * cycles * Math.PI * 2) * amplitude * (0.3 + 0.7 * envelope);
    points.push(`${i === 0 ? 'M' : 'L'}${round(x, 1)} ${round(y, 1)}`);
  }
  return points.join(' ');
}

function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** 32-bit FNV-1a over the UTF-16 code units. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
