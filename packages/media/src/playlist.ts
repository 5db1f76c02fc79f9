// Reading the HLS playlists ffmpeg writes (segment count, durations, key, variants), and writing a master
// playlist where ffmpeg cannot (the npm-shipped 4.1).

import type { Rendition } from './ladder.ts';

export interface MasterVariant {
  uri: string;
  bandwidth: number;
  /** AVERAGE-BANDWIDTH, when the master names it. */
  averageBandwidth: number | null;
  codecs: string | null;
  resolution: { width: number; height: number } | null;
}

export interface MediaPlaylistInfo {
  targetDuration: number | null;
  segmentCount: number;
  /** Segment URIs in order. */
  segments: string[];
  /** Each segment's EXTINF duration (seconds), in the order of `segments`. */
  durations: number[];
  /** Sum of the EXTINF durations, seconds. */
  durationSec: number;
  /** The first EXT-X-KEY, attributes as written (URI unquoted). */
  key: { method: string; uri: string | null; iv: string | null } | null;
  endList: boolean;
}

export function parseMasterPlaylist(text: string): { variants: MasterVariant[] } {
  const variants: MasterVariant[] = [];
  let pending: Record<string, string> | null = null;
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      pending = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    } else if (pending && !line.startsWith('#')) {
      const resolution = /^(\d+)x(\d+)$/.exec(pending.RESOLUTION ?? '');
      variants.push({
        uri: line,
        bandwidth: Number(pending.BANDWIDTH ?? 0),
        averageBandwidth: pending['AVERAGE-BANDWIDTH'] ? Number(pending['AVERAGE-BANDWIDTH']) : null,
        codecs: pending.CODECS ?? null,
        resolution: resolution ? { width: Number(resolution[1]), height: Number(resolution[2]) } : null,
      });
      pending = null;
    }
  }
  return { variants };
}

export function parseMediaPlaylist(text: string): MediaPlaylistInfo {
  const info: MediaPlaylistInfo = {
    targetDuration: null,
    segmentCount: 0,
    segments: [],
    durations: [],
    durationSec: 0,
    key: null,
    endList: false,
  };
  let pending = 0;
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      info.targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    } else if (line.startsWith('#EXTINF:')) {
      pending = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
      info.durationSec += pending;
    } else if (line.startsWith('#EXT-X-KEY:') && !info.key) {
      const attributes = parseAttributes(line.slice('#EXT-X-KEY:'.length));
      info.key = { method: attributes.METHOD ?? '', uri: attributes.URI ?? null, iv: attributes.IV ?? null };
    } else if (line === '#EXT-X-ENDLIST') {
      info.endList = true;
    } else if (!line.startsWith('#')) {
      info.segments.push(line);
      info.durations.push(pending);
      pending = 0;
    }
  }
  info.segmentCount = info.segments.length;
  info.durationSec = Math.round(info.durationSec * 1e6) / 1e6;
  return info;
}

/** Number of media segments in a media playlist. */
export function countSegments(playlistText: string): number {
  return parseMediaPlaylist(playlistText).segmentCount;
}

/**
 * A master playlist listing `renditions` as `<name>/index.m3u8`, in the form ffmpeg writes it, with
 * AVERAGE-BANDWIDTH when the rendition carries one (measured, see segment-bitrate.ts).
 */
export function masterPlaylist(renditions: readonly Rendition[], mediaPlaylist = 'index.m3u8'): string {
  const out = ['#EXTM3U', '#EXT-X-VERSION:6'];
  for (const r of renditions) {
    const average = r.averageBandwidth ? `,AVERAGE-BANDWIDTH=${r.averageBandwidth}` : '';
    const resolution = r.width && r.height ? `,RESOLUTION=${r.width}x${r.height}` : '';
    out.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth}${average}${resolution},CODECS="${r.codecs}"`);
    out.push(`${r.name}/${mediaPlaylist}`, '');
  }
  return `${out.join('\n')}\n`;
}

/**
 * The AES-128 IV of each segment of an encrypted media playlist (RFC 8216 5.2): the IV of the
 * EXT-X-KEY in force, or else the segment's media sequence number, big-endian.
 */
export function segmentIvs(playlist: string): Buffer[] {
  const ivs: Buffer[] = [];
  let sequence = 0;
  let iv: Buffer | null = null;
  for (const line of playlist.split(/\r?\n/)) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
      sequence = Number.parseInt(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length), 10) || 0;
    } else if (line.startsWith('#EXT-X-KEY:')) {
      const match = /IV=0x([0-9a-fA-F]{32})/.exec(line);
      iv = match ? Buffer.from(match[1]!, 'hex') : null;
    } else if (line.length > 0 && !line.startsWith('#')) {
      if (iv) {
        ivs.push(iv);
      } else {
        const implicit = Buffer.alloc(16);
        implicit.writeBigUInt64BE(BigInt(sequence + ivs.length), 8);
        ivs.push(implicit);
      }
    }
  }
  return ivs;
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** `A=1,B="x,y",C=0x00` → { A: '1', B: 'x,y', C: '0x00' }. */
function parseAttributes(list: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const value = match[2] ?? '';
    attributes[match[1]!] = value.startsWith('"') ? value.slice(1, -1) : value;
  }
  return attributes;
}
