import path from 'node:path';

/**
 * Where media files live on local disk. `public` and `private` are the local public and private
 * stores (adapters/storage/select.ts): `public` is served at /media/ (covers, banners, profile
 * pictures), `private` holds files reachable only through routes that check entitlement (full
 * gallery pictures) and the demo sources the first start renders for the pipeline. `store` is the
 * local package store (HLS packages, sources, audio-toon images). With STORAGE_DRIVER=s3 only
 * the demo sources and `work`, scratch space for transcodes, stay on this machine.
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
