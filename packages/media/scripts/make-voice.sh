#!/usr/bin/env bash
# Regenerates the short spoken Korean lines in packages/media/assets/voice/.
#
# The lines are synthesised with espeak-ng (GPL-3 program; its generated audio is not covered by the
# program's licence), so they are free to ship. They are the "voice" input of the `whisper-voice` demo
# preset (see src/synth.ts) and are listed with their text in assets/voice/lines.json and src/voice.ts.
#
# Requirements (only to regenerate — the files are committed): espeak-ng with the Korean voice, ffmpeg
# with libopus, awk, sed. Output: mono Opus-in-Ogg, 24 kb/s, 48 kHz, peak -3 dBFS, a few KB each.
#
# Usage: bash packages/media/scripts/make-voice.sh
#
# The default share image (apps/web/public/og-default.png) is rendered from scripts/og-default.html with
# headless chromium + an ffmpeg palette pass — the exact commands are in scripts/README.md.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../assets/voice"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

ffmpeg_bin="${FFMPEG_PATH:-ffmpeg}"

# file name (without extension) | Korean text — keep in sync with assets/voice/lines.json and src/voice.ts
lines=(
  "hello|안녕하세요, 소곤입니다."
  "good-work|오늘 하루도 수고 많으셨어요."
  "good-night|편안한 밤 되세요."
  "breathe|천천히 숨을 들이쉬고, 내쉬어 보세요."
  "rain-sleep|빗소리와 함께 잠들어 볼까요?"
)

for entry in "${lines[@]}"; do
  name="${entry%%|*}"
  text="${entry#*|}"
  espeak-ng -v ko -s 140 -p 45 -a 120 -w "$tmp/$name.wav" "$text"
  # Trim leading/trailing silence and band-limit, then peak-normalise to -3 dBFS (two passes: measure,
  # apply) and encode as small mono Opus.
  "$ffmpeg_bin" -hide_banner -nostdin -loglevel error -y -i "$tmp/$name.wav" \
    -af "silenceremove=start_periods=1:start_threshold=-50dB,areverse,silenceremove=start_periods=1:start_threshold=-50dB,areverse,highpass=f=90,lowpass=f=9000,aresample=48000" \
    -c:a pcm_s16le "$tmp/$name.trim.wav"
  peak="$("$ffmpeg_bin" -hide_banner -nostdin -i "$tmp/$name.trim.wav" -af volumedetect -f null - 2>&1 |
    sed -n 's/.*max_volume: \(-\?[0-9.]*\) dB.*/\1/p')"
  gain="$(awk -v p="$peak" 'BEGIN { printf "%.2f", -3 - p }')"
  "$ffmpeg_bin" -hide_banner -nostdin -loglevel error -y -i "$tmp/$name.trim.wav" -af "volume=${gain}dB" \
    -map_metadata -1 -ac 1 -c:a libopus -b:a 24k -application voip "$out/$name.ogg"
  printf '%-12s %6s bytes  %s\n' "$name.ogg" "$(wc -c <"$out/$name.ogg")" "$text"
done
