"""Subsets the public page's web fonts in place (decision 070): `python3 scripts/subset-fonts.py`.

Needs fontTools and brotli (`pip install fonttools brotli`). Reads the four WOFF2 files in
src/web/styles/fonts/ (first the @fontsource-variable Inter and Syne latin / latin-ext files, then
its own output again: a second run only recompresses them) and keeps of each
- every character it had (the files stay split by unicode-range: latin = Basic Latin, Latin-1 and
  the usual punctuation, latin-ext = Latin Extended A/B and Additional, so any diacritic an owner
  types still has its glyph);
- the weights the stylesheets use (Inter 400-800 of its 100-900; Syne keeps its 400-800);
- the OpenType features the page renders with by default, plus tabular figures; the fractions,
  superscripts and stylistic sets nothing asks for are dropped, and so is the hinting (browsers on
  the page's screens do not use it).
"""

import io
import os
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

FONTS = Path(__file__).resolve().parent.parent / "src" / "web" / "styles" / "fonts"
FEATURES = ["ccmp", "locl", "calt", "liga", "kern", "mark", "mkmk", "rvrn", "tnum"]
WEIGHTS = {"inter": (400, 800), "syne": None}


def subset_file(path: Path) -> None:
    before = path.stat().st_size
    font = TTFont(path)
    weights = WEIGHTS[path.name.split("-")[0]]
    if weights:
        font = instancer.instantiateVariableFont(font, {"wght": weights})
        buffer = io.BytesIO()
        font.flavor = None
        font.save(buffer)
        buffer.seek(0)
        font = TTFont(buffer)
    options = subset.Options()
    options.layout_features = FEATURES
    options.hinting = False
    options.name_IDs = [1, 2, 3, 4, 5, 6, 16, 17]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(path)
    print(f"{path.name}: {before} -> {os.path.getsize(path)} bytes")


for file in sorted(FONTS.glob("*.woff2")):
    subset_file(file)
