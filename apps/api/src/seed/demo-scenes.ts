import { candle, figure, lavender, ripples, trees, umbrella, windowView } from './demo-scene-objects.ts';
import {
  type Canvas,
  canvas,
  cloud,
  drops,
  glow,
  H,
  hills,
  linear,
  min,
  moon,
  n,
  rain,
  sky,
  skyline,
  stars,
  W,
} from './demo-scene-parts.ts';
import {
  behindTheScenes,
  characterSketch,
  fanArt,
  nextEpisodeTeaser,
  studioNight,
  toonCover,
  workroom,
} from './demo-scenes-studio.ts';

/**
 * The demo gallery's pictures as illustrations a creator might sell: night scenes, rain, a
 * studio. Each scene is an SVG drawn for its size and seed (the same inputs always give the same
 * markup), rasterised by demo-picture.ts. No text: the pictures need no fonts.
 */

function moonlitWindow(c: Canvas): string {
  const pane = { x: W(c, 0.2), y: H(c, 0.12), width: W(c, 0.6), height: H(c, 0.55) };
  const outside =
    sky(c, ['#0b1026', '#1e2a5a', '#3b4a8a']) +
    stars(c, 90, 0.5) +
    moon(c, W(c, 0.62), H(c, 0.26), min(c) * 0.07) +
    skyline(c, H(c, 0.67), { low: 0.08, high: 0.2, colour: '#10132a', lit: 0.25 });
  return (
    windowView(c, pane, outside, { wall: '#2a2140', frame: '#1a1526', curtain: '#6d4c8f' }) +
    glow(c, W(c, 0.5), H(c, 0.7), W(c, 0.5), '#c7d2fe', 0.12) +
    `<rect x="0" y="${n(H(c, 0.82))}" width="${c.w}" height="${n(H(c, 0.18))}" fill="#15111f"/>` +
    candle(c, W(c, 0.3), H(c, 0.72), min(c) * 0.12)
  );
}

function skyBeforeSleep(c: Canvas): string {
  return (
    sky(c, ['#1b1447', '#5b2a86', '#c0557a', '#f4a261']) +
    stars(c, 60, 0.45) +
    moon(c, W(c, 0.72), H(c, 0.2), min(c) * 0.06, { crescent: true }) +
    cloud(c, W(c, 0.3), H(c, 0.42), W(c, 0.45), '#f8b4c4', 0.35) +
    cloud(c, W(c, 0.75), H(c, 0.55), W(c, 0.4), '#fcd5b5', 0.3) +
    hills(c, 0.74, 0.05, '#3a1f4f') +
    hills(c, 0.82, 0.04, '#24122f') +
    trees(c, H(c, 0.86), 9, '#160b1f', 'fir')
  );
}

function threeAmStars(c: Canvas): string {
  return (
    sky(c, ['#02030d', '#0a1433', '#1b2b5e']) +
    glow(c, W(c, 0.35), H(c, 0.3), W(c, 0.6), '#6d5bd0', 0.18) +
    stars(c, 260, 0.8) +
    skyline(c, H(c, 1), { low: 0.12, high: 0.34, colour: '#060814', lit: 0.06, windowColour: '#ffe6a3' })
  );
}

function quietLake(c: Canvas): string {
  const horizon = H(c, 0.58);
  const moonX = W(c, 0.5);
  let reflection = '';
  for (let i = 0; i < 14; i++) {
    const y = horizon + (i + 1) * H(c, 0.025);
    const width = W(c, 0.05) + c.random() * W(c, 0.12);
    reflection += `<rect x="${n(moonX - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(H(c, 0.006))}" rx="${n(H(c, 0.003))}" fill="#fdf0c4" fill-opacity="${n(0.7 - i * 0.045)}"/>`;
  }
  return (
    sky(c, ['#0a1230', '#1f3469', '#4a5f9a']) +
    stars(c, 80, 0.45) +
    moon(c, moonX, H(c, 0.28), min(c) * 0.08) +
    hills(c, 0.55, 0.05, '#1a2446') +
    trees(c, horizon, 14, '#0f162e', 'fir') +
    `<rect x="0" y="${n(horizon)}" width="${c.w}" height="${n(c.h - horizon)}" fill="${linear(c, [
      [0, '#2a3d72'],
      [1, '#070b1c'],
    ])}"/>` +
    reflection +
    ripples(W(c, 0.3), H(c, 0.82), 4, W(c, 0.12), '#93a5d8')
  );
}

function moonInClouds(c: Canvas): string {
  return (
    sky(c, ['#10162f', '#27335c', '#46507a']) +
    stars(c, 40, 0.4) +
    moon(c, W(c, 0.55), H(c, 0.36), min(c) * 0.11) +
    cloud(c, W(c, 0.28), H(c, 0.52), W(c, 0.6), '#aab4d6', 0.55) +
    cloud(c, W(c, 0.85), H(c, 0.3), W(c, 0.45), '#c5cce6', 0.45) +
    cloud(c, W(c, 0.5), H(c, 0.72), W(c, 0.8), '#6b76a0', 0.6) +
    cloud(c, W(c, 0.15), H(c, 0.2), W(c, 0.35), '#8d97bf', 0.35)
  );
}

function midnightLavender(c: Canvas): string {
  return (
    sky(c, ['#120b2e', '#3b1f6b', '#7b4fa8']) +
    stars(c, 70, 0.4) +
    moon(c, W(c, 0.25), H(c, 0.18), min(c) * 0.05) +
    hills(c, 0.5, 0.04, '#2b1850') +
    `<rect x="0" y="${n(H(c, 0.55))}" width="${c.w}" height="${n(H(c, 0.45))}" fill="#1c1230"/>` +
    lavender(c, 0.5, 170)
  );
}

function afterRain(c: Canvas): string {
  let rainbow = '';
  const colours = ['#f87171', '#fb923c', '#facc15', '#4ade80', '#60a5fa', '#a78bfa'];
  for (const [i, colour] of colours.entries()) {
    const r = W(c, 0.62) - i * W(c, 0.025);
    rainbow += `<path d="M${n(W(c, 0.5) - r)} ${n(H(c, 0.66))}A${n(r)} ${n(r)} 0 0 1 ${n(W(c, 0.5) + r)} ${n(H(c, 0.66))}" stroke="${colour}" stroke-opacity="0.3" stroke-width="${n(W(c, 0.026))}" fill="none"/>`;
  }
  return (
    sky(c, ['#7fb2e5', '#bcd9f2', '#f4e7d1']) +
    glow(c, W(c, 0.8), H(c, 0.15), W(c, 0.4), '#fff6d5', 0.7) +
    rainbow +
    cloud(c, W(c, 0.25), H(c, 0.2), W(c, 0.4), '#ffffff', 0.8) +
    hills(c, 0.62, 0.05, '#6fae7a') +
    hills(c, 0.72, 0.04, '#4f8f5e') +
    trees(c, H(c, 0.74), 8, '#3d7049', 'round') +
    `<ellipse cx="${n(W(c, 0.4))}" cy="${n(H(c, 0.88))}" rx="${n(W(c, 0.22))}" ry="${n(H(c, 0.04))}" fill="#a9d1f0" fill-opacity="0.75"/>` +
    ripples(W(c, 0.42), H(c, 0.88), 3, W(c, 0.12), '#ffffff')
  );
}

function raindropsOnGlass(c: Canvas): string {
  const outside =
    sky(c, ['#1b2a44', '#2c4466', '#51688c']) +
    glow(c, W(c, 0.3), H(c, 0.55), W(c, 0.14), '#ffcf7a', 0.55) +
    glow(c, W(c, 0.7), H(c, 0.45), W(c, 0.1), '#ff8fa3', 0.5) +
    glow(c, W(c, 0.55), H(c, 0.7), W(c, 0.18), '#8fd3ff', 0.4) +
    glow(c, W(c, 0.15), H(c, 0.3), W(c, 0.08), '#fde68a', 0.45) +
    skyline(c, H(c, 0.95), { low: 0.2, high: 0.4, colour: '#18233a', lit: 0.15 });
  return (
    outside +
    `<rect width="${c.w}" height="${c.h}" fill="#9fb7d9" fill-opacity="0.12"/>` +
    drops(c, { x: 0, y: 0, width: c.w, height: c.h }, 180) +
    rain(c, 40, '#dbeafe', 0.05, 0.15)
  );
}

function greenForestPath(c: Canvas): string {
  const path = `M${n(W(c, 0.42))} ${n(c.h)}C${n(W(c, 0.45))} ${n(H(c, 0.8))} ${n(W(c, 0.58))} ${n(H(c, 0.72))} ${n(W(c, 0.52))} ${n(H(c, 0.6))}L${n(W(c, 0.55))} ${n(H(c, 0.6))}C${n(W(c, 0.66))} ${n(H(c, 0.72))} ${n(W(c, 0.62))} ${n(H(c, 0.85))} ${n(W(c, 0.75))} ${n(c.h)}Z`;
  return (
    sky(c, ['#cfe8c6', '#9ccc9a', '#5c9a6a']) +
    glow(c, W(c, 0.55), H(c, 0.45), W(c, 0.4), '#fffbe0', 0.6) +
    trees(c, H(c, 0.62), 10, '#6fa878', 'fir') +
    trees(c, H(c, 0.7), 7, '#3f7a52', 'fir') +
    `<rect x="0" y="${n(H(c, 0.62))}" width="${c.w}" height="${n(H(c, 0.38))}" fill="#4c8a55"/>` +
    `<path d="${path}" fill="#c9b48a"/>` +
    trees(c, H(c, 1.02), 4, '#1f4d32', 'fir') +
    rain(c, 30, '#fffbe0', -0.3, 0.12)
  );
}

function underTheUmbrella(c: Canvas): string {
  const ground = H(c, 0.78);
  const person = min(c) * 0.22;
  return (
    sky(c, ['#2b3a55', '#45597a', '#6f7f99']) +
    skyline(c, ground, { low: 0.25, high: 0.5, colour: '#27324a', lit: 0.3, windowColour: '#ffd27a' }) +
    `<rect x="0" y="${n(ground)}" width="${c.w}" height="${n(c.h - ground)}" fill="${linear(c, [
      [0, '#3b4a63'],
      [1, '#1c2436'],
    ])}"/>` +
    glow(c, W(c, 0.25), H(c, 0.86), W(c, 0.12), '#ffd27a', 0.35) +
    glow(c, W(c, 0.72), H(c, 0.9), W(c, 0.1), '#ff9eb0', 0.3) +
    figure(W(c, 0.52), H(c, 0.74), person, '#151b29') +
    // The canopy's rim just above the head, the handle down to the shoulder.
    umbrella(W(c, 0.54), H(c, 0.74) - person * 0.67 - person * 0.95 * 0.75, person * 1.9, '#e05a6f') +
    rain(c, 160, '#dbe7ff', 0.12, 0.35)
  );
}

function mistyMorning(c: Canvas): string {
  return (
    sky(c, ['#e6e1f0', '#f3e7dc', '#f7efe6']) +
    glow(c, W(c, 0.65), H(c, 0.35), W(c, 0.3), '#ffe3b8', 0.8) +
    hills(c, 0.45, 0.06, '#b8b4cc') +
    cloud(c, W(c, 0.5), H(c, 0.5), W(c, 1.2), '#f4f0f6', 0.7) +
    hills(c, 0.58, 0.05, '#9a95b3') +
    trees(c, H(c, 0.62), 12, '#8a85a6', 'fir') +
    cloud(c, W(c, 0.4), H(c, 0.66), W(c, 1.2), '#f4f0f6', 0.6) +
    hills(c, 0.74, 0.04, '#6f6a8c') +
    trees(c, H(c, 0.8), 9, '#57537a', 'fir') +
    hills(c, 0.9, 0.03, '#3f3b5e')
  );
}

function waterPattern(c: Canvas): string {
  let rings = '';
  for (let i = 0; i < 7; i++) {
    rings += ripples(c.random() * c.w, c.random() * c.h, 5, W(c, 0.1 + c.random() * 0.14), '#d9f3ff');
  }
  return (
    sky(c, ['#0c4a6e', '#0e7490', '#155e75']) +
    glow(c, W(c, 0.3), H(c, 0.25), W(c, 0.5), '#67e8f9', 0.25) +
    rings +
    rain(c, 20, '#e0f7ff', 0, 0.25)
  );
}

export const DEMO_SCENES = {
  moonlitWindow,
  skyBeforeSleep,
  threeAmStars,
  quietLake,
  moonInClouds,
  midnightLavender,
  afterRain,
  raindropsOnGlass,
  greenForestPath,
  underTheUmbrella,
  mistyMorning,
  waterPattern,
  toonCover,
  characterSketch,
  workroom,
  behindTheScenes,
  nextEpisodeTeaser,
  fanArt,
  studioNight,
} satisfies Record<string, (c: Canvas) => string>;

export type DemoScene = keyof typeof DEMO_SCENES;

/** A soft vignette over every picture, as a painter's frame. */
function vignette(c: Canvas): string {
  const name = 'vignette';
  c.defs.push(
    `<radialGradient id="${name}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
  );
  return `<rect width="${c.w}" height="${c.h}" fill="url(#${name})"/>`;
}

/** The SVG of one demo picture. Same scene, size and seed → same markup. */
export function demoSceneSvg(
  scene: DemoScene,
  options: { width: number; height: number; seed: number },
): string {
  const { width, height, seed } = options;
  for (const value of [width, height]) {
    if (!Number.isInteger(value) || value <= 0 || value > 4096)
      throw new RangeError(`bad picture size ${value}`);
  }
  const c = canvas(width, height, seed);
  const body = DEMO_SCENES[scene](c) + vignette(c);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${c.defs.join('')}</defs>${body}</svg>`
  );
}
