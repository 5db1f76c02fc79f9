// Renders the site icon (apps/web/src/app/icon.svg) into the raster icons Next.js serves next to
// it: favicon.ico (16, 32 and 48 px PNG images in one ICO, for clients that ask for /favicon.ico
// and ignore <link rel="icon">), apple-icon.png (180 px, square and opaque: iOS rounds the
// corners itself) and the web app manifest's icons in apps/web/public/icons/ (192 and 512 px as
// drawn, and a maskable 512 px one). Run when icon.svg changes; the outputs are committed.
//     node scripts/icons/render-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const APP = fileURLToPath(new URL('../../apps/web/src/app/', import.meta.url));
const ICONS = fileURLToPath(new URL('../../apps/web/public/icons/', import.meta.url));
const svg = readFileSync(`${APP}icon.svg`, 'utf8');

/**
 * The maskable variant: the background fills the square (a launcher cuts its own shape) and the
 * drawing shrinks to 75 % about the centre, inside the safe zone (a circle of 40 % of the size).
 */
const maskable = svg
  .replace(/<rect [^>]*\/>/, (rect) => rect.replace(/ rx="[\d.]+"/, ''))
  .replace(
    /(<rect [^>]*\/>)([\s\S]*)(<\/svg>)/,
    '$1<g transform="translate(32 32) scale(0.75) translate(-32 -32)">$2</g>$3',
  );

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** The SVG drawn at size × size pixels, as PNG bytes (transparent where the SVG is). */
async function render(source, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
      `<img src="${url}" width="${size}" height="${size}">`,
  );
  await page.locator('img').evaluate((image) => image.decode());
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

/** An ICO file holding PNG images (supported by every browser and by Windows since Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

try {
  const sizes = [16, 32, 48];
  const images = [];
  for (const size of sizes) images.push({ size, png: await render(svg, size) });
  writeFileSync(`${APP}favicon.ico`, ico(images));
  // Full-bleed background for the home-screen icon: iOS masks the corners itself.
  writeFileSync(`${APP}apple-icon.png`, await render(svg.replace(/rx="[\d.]+"/, 'rx="0"'), 180));
  console.log(`wrote ${APP}favicon.ico (${sizes.join(', ')} px) and ${APP}apple-icon.png (180 px)`);
  mkdirSync(ICONS, { recursive: true });
  writeFileSync(`${ICONS}icon-192.png`, await render(svg, 192));
  writeFileSync(`${ICONS}icon-512.png`, await render(svg, 512));
  writeFileSync(`${ICONS}icon-maskable-512.png`, await render(maskable, 512));
  console.log(`wrote ${ICONS}icon-192.png, icon-512.png and icon-maskable-512.png`);
} finally {
  await browser.close();
}
