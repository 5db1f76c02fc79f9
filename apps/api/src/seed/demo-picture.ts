import sharp from 'sharp';
import { type DemoScene, demoSceneSvg } from './demo-scenes.ts';

/**
 * Renders a demo picture (demo-scenes.ts) to a JPEG file at `output`: offline, deterministic,
 * and small (a few tens of kilobytes; the scenes are smooth shapes and gradients).
 */
export async function renderDemoPicture(picture: {
  scene: DemoScene;
  width: number;
  height: number;
  seed: number;
  output: string;
}): Promise<void> {
  const svg = demoSceneSvg(picture.scene, picture);
  await sharp(Buffer.from(svg), { density: 72 })
    .resize(picture.width, picture.height, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(picture.output);
}
