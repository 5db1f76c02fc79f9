/** The sounds of the bed, in the order the panel lists them. */
export const SOUND_IDS = ['rain', 'fan', 'waves', 'fire', 'pink', 'brown'] as const;
export type SoundId = (typeof SOUND_IDS)[number];
