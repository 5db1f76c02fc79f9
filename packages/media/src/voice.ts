// Short spoken Korean lines shipped with the package (made by scripts/make-voice.sh with espeak-ng; mono
// Opus in Ogg). Used as the voice of the `whisper-voice` demo preset. assets/voice/lines.json is the
// one list of files and what they say.

import { fileURLToPath } from 'node:url';
import lines from '../assets/voice/lines.json' with { type: 'json' };

export interface VoiceLine {
  id: string;
  /** Absolute path of the .ogg file. */
  file: string;
  /** What is said, in Korean. */
  text: string;
}

export const VOICE_LINES: readonly VoiceLine[] = Object.freeze(
  lines.map((line) => ({
    id: line.id,
    file: fileURLToPath(new URL(`../assets/voice/${line.file}`, import.meta.url)),
    text: line.text,
  })),
);

export function voiceLine(id: string): VoiceLine | undefined {
  return VOICE_LINES.find((line) => line.id === id);
}
