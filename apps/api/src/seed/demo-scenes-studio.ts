/**
 * The demo gallery's audio-toon and studio pictures (a cover, a sketch, the workroom, behind the
 * scenes, a teaser, fan art, the studio at night); the night scenes are in demo-scenes.ts.
 */

import { candle, figure, heart, lamp, microphone, windowView } from './demo-scene-objects.ts';
import { type Canvas, glow, H, linear, min, moon, n, rain, sky, stars, W } from './demo-scene-parts.ts';

export function toonCover(c: Canvas): string {
  let bubbles = '';
  for (let i = 0; i < 6; i++) {
    bubbles += `<circle cx="${n(c.random() * c.w)}" cy="${n(c.random() * H(c, 0.6))}" r="${n(min(c) * (0.02 + c.random() * 0.05))}" fill="#fbcfe8" fill-opacity="0.25"/>`;
  }
  return (
    sky(c, ['#312e81', '#7c3aed', '#f472b6']) +
    bubbles +
    moon(c, W(c, 0.5), H(c, 0.42), min(c) * 0.24) +
    stars(c, 50, 0.5) +
    figure(W(c, 0.5), H(c, 0.8), min(c) * 0.5, '#1e1b4b', { headphones: '#f9a8d4' }) +
    `<rect x="0" y="${n(H(c, 0.92))}" width="${c.w}" height="${n(H(c, 0.08))}" fill="#1e1b4b"/>`
  );
}

export function characterSketch(c: Canvas): string {
  let lines = '';
  for (let i = 0; i < 28; i++) {
    const y = H(c, 0.1) + (i * c.h * 0.8) / 28;
    lines += `M${n(W(c, 0.08))} ${n(y)}H${n(W(c, 0.92))}`;
  }
  let hatching = '';
  for (let i = 0; i < 30; i++) {
    const x = W(c, 0.3) + i * W(c, 0.014);
    hatching += `M${n(x)} ${n(H(c, 0.78))}l${n(W(c, 0.05))} ${n(-H(c, 0.06))}`;
  }
  const cx = W(c, 0.5);
  const headY = H(c, 0.38);
  const head = min(c) * 0.16;
  return (
    `<rect width="${c.w}" height="${c.h}" fill="#f6f0e4"/>` +
    `<path d="${lines}" stroke="#c9d6e8" stroke-width="1"/>` +
    `<g fill="none" stroke="#3a3550" stroke-linecap="round" stroke-width="${n(min(c) * 0.006)}">` +
    `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(head)}" ry="${n(head * 1.12)}"/>` +
    `<ellipse cx="${n(cx + 2)}" cy="${n(headY - 3)}" rx="${n(head * 1.02)}" ry="${n(head * 1.1)}" stroke-opacity="0.4"/>` +
    `<path d="M${n(cx - head * 1.1)} ${n(headY - head * 0.3)}Q${n(cx)} ${n(headY - head * 1.8)} ${n(cx + head * 1.1)} ${n(headY - head * 0.3)}"/>` +
    `<path d="M${n(cx - head * 0.45)} ${n(headY)}q${n(head * 0.12)} ${n(-head * 0.12)} ${n(head * 0.24)} 0M${n(cx + head * 0.21)} ${n(headY)}q${n(head * 0.12)} ${n(-head * 0.12)} ${n(head * 0.24)} 0"/>` +
    `<path d="M${n(cx - head * 0.2)} ${n(headY + head * 0.45)}q${n(head * 0.2)} ${n(head * 0.15)} ${n(head * 0.4)} 0"/>` +
    `<path d="M${n(cx - head * 0.3)} ${n(headY + head * 1.1)}V${n(headY + head * 1.5)}M${n(cx + head * 0.3)} ${n(headY + head * 1.1)}V${n(headY + head * 1.5)}"/>` +
    `<path d="M${n(cx - head * 1.9)} ${n(H(c, 0.85))}Q${n(cx - head * 1.8)} ${n(headY + head * 1.6)} ${n(cx)} ${n(headY + head * 1.55)}Q${n(cx + head * 1.8)} ${n(headY + head * 1.6)} ${n(cx + head * 1.9)} ${n(H(c, 0.85))}"/>` +
    `<path d="${hatching}" stroke-opacity="0.45"/>` +
    '</g>' +
    `<ellipse cx="${n(cx - head * 0.55)}" cy="${n(headY + head * 0.3)}" rx="${n(head * 0.16)}" ry="${n(head * 0.08)}" fill="#f9a8d4" fill-opacity="0.6"/>` +
    `<ellipse cx="${n(cx + head * 0.55)}" cy="${n(headY + head * 0.3)}" rx="${n(head * 0.16)}" ry="${n(head * 0.08)}" fill="#f9a8d4" fill-opacity="0.6"/>` +
    `<path d="M${n(W(c, 0.78))} ${n(H(c, 0.9))}l${n(W(c, 0.14))} ${n(-H(c, 0.2))}" stroke="#f59e0b" stroke-width="${n(min(c) * 0.02)}" stroke-linecap="round"/>`
  );
}

export function workroom(c: Canvas): string {
  const desk = H(c, 0.7);
  const outside =
    sky(c, ['#0c1233', '#24346b']) + stars(c, 40, 0.4) + moon(c, W(c, 0.7), H(c, 0.2), min(c) * 0.04);
  return (
    windowView(c, { x: W(c, 0.55), y: H(c, 0.1), width: W(c, 0.32), height: H(c, 0.32) }, outside, {
      wall: '#2b2238',
      frame: '#1b1524',
    }) +
    `<rect x="0" y="${n(desk)}" width="${c.w}" height="${n(H(c, 0.06))}" fill="#6b4a35"/>` +
    `<rect x="0" y="${n(desk + H(c, 0.06))}" width="${c.w}" height="${n(H(c, 0.24))}" fill="#1a1422"/>` +
    `<rect x="${n(W(c, 0.42))}" y="${n(desk - H(c, 0.22))}" width="${n(W(c, 0.34))}" height="${n(H(c, 0.2))}" rx="${n(W(c, 0.01))}" fill="#111827"/>` +
    `<rect x="${n(W(c, 0.435))}" y="${n(desk - H(c, 0.21))}" width="${n(W(c, 0.31))}" height="${n(H(c, 0.17))}" fill="${linear(
      c,
      [
        [0, '#3b2f6b'],
        [1, '#7c5cc4'],
      ],
    )}"/>` +
    `<path d="M${n(W(c, 0.46))} ${n(desk - H(c, 0.1))}q${n(W(c, 0.03))} ${n(-H(c, 0.06))} ${n(W(c, 0.06))} 0t${n(W(c, 0.06))} 0t${n(W(c, 0.06))} 0t${n(W(c, 0.06))} 0" stroke="#f0abfc" stroke-width="${n(W(c, 0.006))}" fill="none"/>` +
    lamp(c, W(c, 0.2), desk, H(c, 0.32)) +
    microphone(c, W(c, 0.86), desk, H(c, 0.26)) +
    `<rect x="${n(W(c, 0.3))}" y="${n(desk - H(c, 0.03))}" width="${n(W(c, 0.08))}" height="${n(H(c, 0.03))}" fill="#e5e7eb"/>`
  );
}

export function behindTheScenes(c: Canvas): string {
  let foam = '';
  for (let y = 0; y < c.h; y += H(c, 0.1)) {
    for (let x = 0; x < c.w; x += W(c, 0.1)) {
      foam += `<path d="M${n(x)} ${n(y)}l${n(W(c, 0.05))} ${n(H(c, 0.05))}l${n(-W(c, 0.05))} ${n(H(c, 0.05))}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${n(W(c, 0.01))}"/>`;
    }
  }
  const cx = W(c, 0.5);
  const size = H(c, 0.62);
  return (
    `<rect width="${c.w}" height="${c.h}" fill="#3a2a4a"/>` +
    foam +
    glow(c, cx, H(c, 0.35), min(c) * 0.6, '#f0abfc', 0.35) +
    microphone(c, cx, H(c, 0.85), size) +
    `<circle cx="${n(cx - W(c, 0.2))}" cy="${n(H(c, 0.35))}" r="${n(min(c) * 0.14)}" fill="#111827" fill-opacity="0.55" stroke="#9ca3af" stroke-width="${n(min(c) * 0.01)}"/>` +
    `<path d="M${n(cx - W(c, 0.2) + min(c) * 0.14)} ${n(H(c, 0.35))}L${n(cx - W(c, 0.04))} ${n(H(c, 0.4))}" stroke="#9ca3af" stroke-width="${n(min(c) * 0.008)}"/>` +
    `<circle cx="${n(W(c, 0.85))}" cy="${n(H(c, 0.12))}" r="${n(min(c) * 0.03)}" fill="#ef4444"/>` +
    glow(c, W(c, 0.85), H(c, 0.12), min(c) * 0.09, '#ef4444', 0.5)
  );
}

export function nextEpisodeTeaser(c: Canvas): string {
  const door = { x: W(c, 0.38), y: H(c, 0.25), width: W(c, 0.26), height: H(c, 0.6) };
  return (
    `<rect width="${c.w}" height="${c.h}" fill="#120f1c"/>` +
    `<rect x="${n(door.x)}" y="${n(door.y)}" width="${n(door.width)}" height="${n(door.height)}" fill="#ffe2a8"/>` +
    glow(c, door.x + door.width / 2, door.y + door.height / 2, door.height * 0.8, '#ffd27a', 0.35) +
    `<path d="M${n(door.x)} ${n(door.y + door.height)}L${n(W(c, 0.05))} ${n(c.h)}H${n(W(c, 0.95))}L${n(door.x + door.width)} ${n(door.y + door.height)}Z" fill="#ffd27a" fill-opacity="0.22"/>` +
    `<path d="M${n(door.x + door.width)} ${n(door.y)}L${n(door.x + door.width * 1.35)} ${n(door.y - H(c, 0.03))}V${n(door.y + door.height + H(c, 0.04))}L${n(door.x + door.width)} ${n(door.y + door.height)}Z" fill="#2a2036"/>` +
    figure(door.x + door.width * 0.45, door.y + door.height * 0.62, door.height * 0.42, '#120f1c') +
    `<rect x="${n(door.x - W(c, 0.02))}" y="${n(door.y + door.height)}" width="${n(door.width + W(c, 0.04))}" height="${n(H(c, 0.01))}" fill="#2a2036"/>`
  );
}

export function fanArt(c: Canvas): string {
  let hearts = '';
  for (let i = 0; i < 26; i++) {
    const colour = ['#fb7185', '#f9a8d4', '#fde68a', '#c4b5fd'][i % 4]!;
    hearts += heart(
      c.random() * c.w,
      c.random() * c.h,
      min(c) * (0.04 + c.random() * 0.1),
      colour,
      0.35 + c.random() * 0.5,
    );
  }
  return (
    sky(c, ['#3b0764', '#9d174d', '#fb7185']) +
    glow(c, W(c, 0.5), H(c, 0.5), min(c) * 0.7, '#fde68a', 0.3) +
    hearts +
    heart(W(c, 0.5), H(c, 0.52), min(c) * 0.42, '#fff1f2', 0.95) +
    heart(W(c, 0.5), H(c, 0.53), min(c) * 0.3, '#fb7185', 1) +
    stars(c, 40, 1)
  );
}

export function studioNight(c: Canvas): string {
  const outside =
    sky(c, ['#0a0f2a', '#1c2a5a']) +
    rain(c, 90, '#c7d2fe', 0.1, 0.4) +
    moon(c, W(c, 0.32), H(c, 0.22), min(c) * 0.05);
  return (
    windowView(c, { x: W(c, 0.12), y: H(c, 0.1), width: W(c, 0.42), height: H(c, 0.48) }, outside, {
      wall: '#241c33',
      frame: '#171220',
      curtain: '#4c3a6b',
    }) +
    `<rect x="0" y="${n(H(c, 0.72))}" width="${c.w}" height="${n(H(c, 0.28))}" fill="#3d2b22"/>` +
    candle(c, W(c, 0.3), H(c, 0.76), min(c) * 0.16) +
    candle(c, W(c, 0.4), H(c, 0.78), min(c) * 0.11) +
    microphone(c, W(c, 0.72), H(c, 0.78), H(c, 0.36)) +
    lamp(c, W(c, 0.9), H(c, 0.74), H(c, 0.25))
  );
}
