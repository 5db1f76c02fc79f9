import path from 'node:path';

/**
 * Where media files live on local disk. `public` is served as-is at /media/ (covers, banners);
 * `private` holds episode media, reachable only through routes that check entitlement.
 */
export interface MediaRoots {
  public: string;
  private: string;
}

export function mediaRoots(dataDir: string): MediaRoots {
  return { public: path.join(dataDir, 'media', 'public'), private: path.join(dataDir, 'media', 'private') };
}
