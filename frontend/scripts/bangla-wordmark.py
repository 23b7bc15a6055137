#!/usr/bin/env python3
"""Prints the outline of a Bangla word as one SVG path, shaped with HarfBuzz.

Used once to make src/components/ui/bangla-wordmark.tsx, the language switch's
"বাংলা": English pages then show it on any device without downloading the
Bengali font. Needs `pip install fonttools uharfbuzz` (not a project dependency).

    python3 scripts/bangla-wordmark.py \
      node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff বাংলা
"""
import io
import json
import sys

import uharfbuzz as hb
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

font_path, text = sys.argv[1], sys.argv[2]
font = TTFont(font_path)
sfnt = io.BytesIO()
font.flavor = None
font.save(sfnt)
shaper = hb.Font(hb.Face(sfnt.getvalue()))
buf = hb.Buffer()
buf.add_str(text)
buf.guess_segment_properties()
hb.shape(shaper, buf, {})

glyphs = font.getGlyphSet()
order = font.getGlyphOrder()
pen = SVGPathPen(glyphs, ntos=lambda v: ('%d' % v) if v == int(v) else ('%.1f' % v))
x = 0
for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
    # Font units have y up, SVG has y down; each glyph goes to its pen position.
    glyphs[order[info.codepoint]].draw(TransformPen(pen, (1, 0, 0, -1, x + pos.x_offset, -pos.y_offset)))
    x += pos.x_advance
hhea = font['hhea']
print(json.dumps({'unitsPerEm': font['head'].unitsPerEm, 'ascender': hhea.ascent, 'descender': -hhea.descent, 'advance': x, 'd': pen.getCommands()}))
