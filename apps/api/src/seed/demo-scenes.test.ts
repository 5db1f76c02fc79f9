import { describe, expect, it } from 'vitest';
import { DEMO_SCENES, type DemoScene, demoSceneSvg } from './demo-scenes.ts';

const scenes = Object.keys(DEMO_SCENES) as DemoScene[];

describe('demo scenes', () => {
  it('draws the same markup for the same scene, size and seed', () => {
    for (const scene of scenes) {
      const a = demoSceneSvg(scene, { width: 768, height: 1024, seed: 7 });
      expect(demoSceneSvg(scene, { width: 768, height: 1024, seed: 7 })).toBe(a);
      expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="768" height="1024"/);
    }
  });

  it('draws every scene differently, and a seed changes the details', () => {
    const drawn = new Set(scenes.map((scene) => demoSceneSvg(scene, { width: 896, height: 896, seed: 1 })));
    expect(drawn.size).toBe(scenes.length);
    expect(demoSceneSvg('threeAmStars', { width: 896, height: 896, seed: 2 })).not.toBe(
      demoSceneSvg('threeAmStars', { width: 896, height: 896, seed: 1 }),
    );
  });

  it('uses no text (the pictures need no fonts) and keeps the markup small', () => {
    for (const scene of scenes) {
      const svg = demoSceneSvg(scene, { width: 1024, height: 768, seed: 3 });
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeLessThan(200_000);
    }
  });

  it('refuses a size that is not a whole number of pixels within bounds', () => {
    expect(() => demoSceneSvg('fanArt', { width: 0, height: 10, seed: 1 })).toThrow(RangeError);
    expect(() => demoSceneSvg('fanArt', { width: 10.5, height: 10, seed: 1 })).toThrow(RangeError);
    expect(() => demoSceneSvg('fanArt', { width: 10, height: 5000, seed: 1 })).toThrow(RangeError);
  });
});
