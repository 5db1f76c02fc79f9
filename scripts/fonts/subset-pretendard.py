#!/usr/bin/python3
"""Split Pretendard (KS X 1001 subset, from the npm package) into a common part and rare slices.

The common part holds Latin, punctuation and the Hangul syllables of Pretendard's own
frequency-ordered dynamic-subset slices from COMMON_FROM up (about 1,000 syllables, which
cover every page of the demo and all but a handful of syllables of the message catalog). It is
what a page needs first and is preloaded through next/font/local (fonts.ts).

The rest is cut into small slices in code-point order, each a face of the "Pretendard Rare"
family with its own unicode-range (ADR 017, revised). The browser falls back to that family per
character and fetches only the slices holding characters the page's text uses and the common
part lacks: a title with two rare syllables costs two small files a weight, not the whole rare
part. Slices follow code points rather than frequency so that each unicode-range stays one
short range and the CSS that names them stays small (it blocks rendering).

Run when the pretendard package, COMMON_FROM or SLICE changes; the outputs are committed:
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
RARE_OUT = OUT / 'rare'
CSS = OUT / 'pretendard-rare.css'
WEIGHTS = {400: 'Regular', 700: 'Bold'}
# Slices are numbered from rare (0) to frequent (91, which also holds Latin).
COMMON_FROM = 80
# Rare code points a slice file holds (about 6 kB of woff2).
SLICE = 80
HANGUL = range(0xAC00, 0xD7A4)


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


def runs_of(points: set[int]) -> list[list[int]]:
    runs: list[list[int]] = []
    for point in sorted(points):
        if runs and point == runs[-1][1] + 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return runs


def slices(rare: set[int], common: set[int]) -> list[tuple[list[list[int]], set[int]]]:
    """The rare slices, each (its unicode-range as runs, the rare code points its file holds).

    Outside Hangul syllables a slice's range is the runs of code points either part holds that
    contain a rare one, so a character neither part has (an emoji, a symbol) fetches nothing.
    The Hangul syllable slices tile the whole block: a syllable Pretendard lacks is rare enough
    that fetching one small slice for it does not matter."""
    out: list[tuple[list[list[int]], set[int]]] = []
    runs = [r for r in runs_of((rare | common) - set(HANGUL)) if any(p in rare for p in range(r[0], r[1] + 1))]
    current: tuple[list[list[int]], set[int]] = ([], set())
    for run in runs:
        current[0].append(run)
        current[1].update(p for p in range(run[0], run[1] + 1) if p in rare)
        if len(current[1]) >= SLICE:
            out.append(current)
            current = ([], set())
    if current[0]:
        out.append(current)
    syllables = sorted(p for p in rare if p in HANGUL)
    groups = [syllables[i:i + SLICE] for i in range(0, len(syllables), SLICE)]
    for k, group in enumerate(groups):
        start = HANGUL.start if k == 0 else group[0]
        end = groups[k + 1][0] - 1 if k + 1 < len(groups) else HANGUL.stop - 1
        out.append(([[start, end]], set(group)))
    return out


def unicode_range(runs: list[list[int]]) -> str:
    return ', '.join(f'U+{a:X}' if a == b else f'U+{a:X}-{b:X}' for a, b in runs)


def face(weight: int, name: str, runs: list[list[int]]) -> str:
    # Laid out as the repository's formatter (biome) lays it out, so lint passes on the output.
    line_break = ' ' if len(f'  unicode-range: {unicode_range(runs)};') <= 110 else '\n    '
    return (
        '@font-face {\n'
        '  font-family: "Pretendard Rare";\n'
        f'  src: url("./rare/{name}") format("woff2");\n'
        f'  font-weight: {weight};\n'
        '  font-display: swap;\n'
        f'  unicode-range:{line_break}{unicode_range(runs)};\n'
        '}\n'
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    RARE_OUT.mkdir(parents=True, exist_ok=True)
    for old in RARE_OUT.glob('*.woff2'):
        old.unlink()
    common = common_points()
    faces = [
        '/* Written by scripts/fonts/subset-pretendard.py; do not edit. Pretendard\'s rare characters in\n'
        '   small slices (ADR 017): the browser fetches a slice only for text that needs it. */\n'
    ]
    for weight, name in WEIGHTS.items():
        source = PACKAGE / f'woff2-subset/Pretendard-{name}.subset.woff2'
        every = set(TTFont(source).getBestCmap().keys())
        mine = common & every
        rare = every - mine
        size = write_subset(source, mine, OUT / f'pretendard-{weight}-common.woff2')
        sizes = []
        for k, (runs, points) in enumerate(slices(rare, mine)):
            file = f'pretendard-{weight}-{k:02d}.woff2'
            sizes.append(write_subset(source, points, RARE_OUT / file))
            faces.append(face(weight, file, runs))
        print(f'{weight}: common {len(mine)} code points, {size} bytes; rare {len(rare)} code points in '
              f'{len(sizes)} slices, {min(sizes)}-{max(sizes)} bytes each, {sum(sizes)} in all')
    CSS.write_text('\n'.join(faces))
    print(f'{CSS.relative_to(ROOT)}: {CSS.stat().st_size} bytes')


if __name__ == '__main__':
    main()
