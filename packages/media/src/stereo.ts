// Every output is two-channel 48 kHz. Stereo passes through untouched (binaural recordings depend on
// their left/right difference); mono is copied to both ears at full level; more channels are mixed
// down to stereo by ffmpeg's standard matrix.

export const OUTPUT_SAMPLE_RATE = 48_000;

/** Filter chain (no labels) taking the source's first audio stream to 48 kHz float stereo. */
export function stereoChain(sourceChannels: number | undefined): string {
  const parts: string[] = [];
  // `pan` duplicates exactly; letting ffmpeg upmix mono would lower it by 3 dB on each side.
  if (sourceChannels === 1) parts.push('pan=stereo|c0=c0|c1=c0');
  parts.push(
    `aresample=${OUTPUT_SAMPLE_RATE}`,
    `aformat=sample_fmts=fltp:sample_rates=${OUTPUT_SAMPLE_RATE}:channel_layouts=stereo`,
  );
  return parts.join(',');
}
