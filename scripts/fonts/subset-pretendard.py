#!/usr/bin/python3
"""Split Pretendard (KS X 1001 subset, from the npm package) into a common and a rare part.

The common part holds Latin, punctuation and the Hangul syllables of Pretendard's own
frequency-ordered dynamic-subset slices from COMMON_FROM up (about 1,000 syllables, which
cover every page of the demo and all but a handful of syllables of the message catalog). It is
what a page needs first; the rare part is a second font family the browser fetches only when
some text has a syllable the common part lacks (ADR 017).

Run when the pretendard package or COMMON_FROM changes; the outputs are committed, and the
printed unicode-range goes into the "Pretendard Rare" faces of apps/web/src/app/globals.css:
    apt-get install -y python3-fonttools python3-brotli
    /usr/bin/python3 scripts/fonts/subset-pretendard.py
"""
import io
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / 'node_modules/pretendard/dist/web/static'
OUT = ROOT / 'apps/web/src/app/fonts'
WEIGHTS = {400: 'Regular', 700: 'Bold'}
# Slices are numbered from rare (0) to frequent (91, which also holds Latin).
COMMON_FROM = 80


def code_points(unicode_range: str) -> set[int]:
    points: set[int] = set()
    for part in unicode_range.split(','):
        part = part.strip()[2:]
        start, _, end = part.partition('-')
        points.update(range(int(start, 16), int(end or start, 16) + 1))
    return points


def common_points() -> set[int]:
    css = (PACKAGE / 'Pretendard-Regular.css').read_text()
    slices = re.findall(r'subset\.(\d+)\.woff2\).*?unicode-range: ([^;]+);', css, re.S)
    if len(slices) < 90:
        raise SystemExit(f'expected the 92 dynamic-subset slices, found {len(slices)}')
    return set().union(*(code_points(r) for i, r in slices if int(i) >= COMMON_FROM))


def write_subset(source: pathlib.Path, points: set[int], target: pathlib.Path) -> int:
    font = TTFont(source)
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.flavor = 'woff2'
    font.save(buffer)
    target.write_bytes(buffer.getvalue())
    return len(buffer.getvalue())


def rare_unicode_range(rare: set[int], common: set[int]) -> str:
    """The unicode-range of the rare faces in globals.css: the runs of code points either part
    holds that contain a rare one, so a character neither part has (an emoji, a symbol) never
    makes the browser fetch the rare file. Hangul syllables are one range: a syllable Pretendard
    lacks is itself rare enough."""
    hangul = set(range(0xAC00, 0xD7A4))
    runs: list[list[int]] = []
    for point in sorted((rare | common) - hangul):
        if runs and point == runs[-1][1] + 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    kept = [run for run in runs if any(p in rare for p in range(run[0], run[1] + 1))]
    kept.append([0xAC00, 0xD7A3])
    kept.sort()
    return ', '.join(f'U+{a:X}' if a == b else f'U+{a:X}-{b:X}' for a, b in kept)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    common = common_points()
    for weight, name in WEIGHTS.items():
        source = PACKAGE / f'woff2-subset/Pretendard-{name}.subset.woff2'
        every = set(TTFont(source).getBestCmap().keys())
        mine = common & every
        rare = every - mine
        a = write_subset(source, mine, OUT / f'pretendard-{weight}-common.woff2')
        b = write_subset(source, rare, OUT / f'pretendard-{weight}-rare.woff2')
        print(f'{weight}: common {len(mine)} code points, {a} bytes; rare {len(rare)} code points, {b} bytes')
        print(f'{weight}: unicode-range of the rare face (globals.css): {rare_unicode_range(rare, mine)}')


if __name__ == '__main__':
    main()
