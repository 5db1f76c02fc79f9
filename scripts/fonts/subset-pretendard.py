#!/usr/bin/python3
"""Split Pretendard (KS X 1001 subset, from the npm package) into a common and a rare part.

The common part holds Latin, punctuation and the Hangul syllables of Pretendard's own
frequency-ordered dynamic-subset slices from COMMON_FROM up (about 1,000 syllables, which
cover every page of the demo and all but a handful of syllables of the message catalog). It is
what a page needs first; the rare part is a second font family the browser fetches only when
some text has a syllable the common part lacks (ADR 017).

Run when the pretendard package or COMMON_FROM changes; the outputs are committed:
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


if __name__ == '__main__':
    main()
