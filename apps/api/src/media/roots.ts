import path from 'node:path';

/**
 * Where media files live on local disk. `public` is served as-is at /media/ (covers, banners);
 * `private` holds files reachable only through routes that check entitlement; `store` is the
 * local object storage (HLS packages, sources, audio-toon images) when no bucket is configured;
 * `work` is scratch space for transcodes.
 */
export interface MediaRoots {
  public: string;
  private: string;
  store: string;
  work: string;
}

export function mediaRoots(dataDir: string): MediaRoots {
  const media = path.join(dataDir, 'media');
  return {
    public: path.join(media, 'public'),
    private: path.join(media, 'private'),
    store: path.join(media, 'store'),
    work: path.join(media, 'work'),
  };
}
