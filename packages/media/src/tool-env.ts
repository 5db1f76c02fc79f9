// The environment every ffmpeg / ffprobe runs with.
//
// The ffprobe that npm ships is a static build with glibc 2.28 linked in. Reading an MPEG-TS
// (every HLS segment we write; ffmpeg's muxer always names a DVB service) it converts that name
// with iconv, and the static glibc loads the host's gconv module, built for the host's shared
// libc, into itself: SIGSEGV. With GCONV_PATH set, glibc reads our `gconv/gconv-modules` first,
// whose entries for those character sets name a module that does not exist, so iconv_open fails
// cleanly and ffprobe keeps the raw bytes of a name we never read. Dynamically linked builds
// (a system ffmpeg) behave the same way: no charset module is ever loaded into a media tool.

import { fileURLToPath } from 'node:url';

/** Folder holding our `gconv-modules` override (shipped with this package). */
export const GCONV_DIR = fileURLToPath(new URL('../gconv', import.meta.url));

/** `base` (the process environment by default) with GCONV_PATH pointing at GCONV_DIR. */
export function toolEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...base, GCONV_PATH: GCONV_DIR };
}
