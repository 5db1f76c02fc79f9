'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import type { TAudiotoonFrame } from '@sogon/contract/schemas/media';
import { type CSSProperties, useEffect, useState } from 'react';
import styles from './FullPlayer.module.css';

interface Layer {
  src: string;
  alt: string;
}

/**
 * The large picture: the audio-toon image of the moment (crossfading into the next one, instant
 * with reduced motion) or the cover. The following image is fetched ahead so the switch is clean.
 */
export function Artwork({
  frames,
  frameIndex,
  cover,
}: {
  frames: readonly TAudiotoonFrame[];
  frameIndex: number;
  cover: string;
}) {
  const frame = frameIndex >= 0 ? frames[frameIndex] : undefined;
  const current: Layer = frame
    ? { src: frame.src, alt: playerTexts.imageOf(frame.alt) }
    : { src: cover, alt: '' };
  const [layers, setLayers] = useState<Layer[]>([current]);
  const top = layers.at(-1);
  // A new image goes on top of the one shown (which stays underneath while it fades in).
  if (top?.src !== current.src) setLayers(top ? [top, current] : [current]);

  const upcoming = frames[frameIndex + 1]?.src;
  useEffect(() => {
    if (!upcoming) return;
    const image = new Image();
    image.src = upcoming;
  }, [upcoming]);

  return (
    <div
      className={styles.artwork}
      // Audio-toon pages are usually portrait: the box takes the images' shape.
      style={frames[0] ? ({ '--ratio': frames[0].width / frames[0].height } as CSSProperties) : undefined}
    >
      {layers.map((layer, index) => (
        // biome-ignore lint/performance/noImgElement: signed frame URLs, no optimiser in between
        <img
          key={layer.src}
          src={layer.src}
          alt={index === layers.length - 1 ? layer.alt : ''}
          aria-hidden={index === layers.length - 1 ? undefined : true}
          className={index === layers.length - 1 && layers.length > 1 ? styles.fadeIn : undefined}
        />
      ))}
    </div>
  );
}
