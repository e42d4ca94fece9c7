#!/usr/bin/python3
"""Writes the Arabic banners of the home page (public/content/banner-*-ar.svg,
content works.banners of the Arabic edition) from the English ones: the same
drawing mirrored for a right-to-left page, with the Arabic words in the
Arabic pages' own font (src/app/styles/fonts/noto-sans-arabic-arabic.woff2),
cut to the letters the banner uses and embedded, since an image cannot load
the page's fonts. Run again after changing a banner or its words.

Needs Python's fontTools with brotli (Debian: python3-fonttools python3-brotli):
  python3 scripts/media/banners-ar.py
"""
import base64
import io
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parents[2]
FONT = ROOT / 'src/app/styles/fonts/noto-sans-arabic-arabic.woff2'
CONTENT = ROOT / 'public/content'
WIDTH = 800
# Where the English words start from the left edge: the Arabic ones end as far from the right.
MARGIN = 56

BANNERS = {
    'freelancers': ('ابحث عن مستقلين: مدربون ومستشارون حسب المهارة', 'ابحث عن مستقلين', 'مدربون ومستشارون ومستشارون إلكترونيون'),
    'vacancies': ('تصفّح الوظائف: أعمال التدريب والاستشارات في المنطقة', 'تصفّح الوظائف', 'أعمال التدريب والاستشارات في أنحاء المنطقة'),
    'join': ('انضم إلى خبرة: أنشئ حسابك المجاني', 'انضم إلى خبرة', 'أنشئ حسابك المجاني اليوم'),
}


def font_for(text: str) -> str:
    """The Arabic font cut to the letters of `text` (every weight of the variable font, every shaping feature), as a data URL."""
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = ['*']
    options.hinting = False
    options.desubroutinize = True
    font = TTFont(FONT)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text + ' ')
    subsetter.subset(font)
    out = io.BytesIO()
    font.flavor = 'woff2'
    font.save(out)
    return 'data:font/woff2;base64,' + base64.b64encode(out.getvalue()).decode('ascii')


def text_element(source: str, words: str) -> str:
    """An English <text> with the Arabic words, anchored at the right margin."""
    attributes = re.match(r'<text ([^>]*)>', source).group(1)
    attributes = re.sub(r'\bx="[^"]*"', f'x="{WIDTH - MARGIN}"', attributes)
    attributes = re.sub(r'font-family="[^"]*"', 'font-family="KhibraArabic,sans-serif"', attributes)
    return f'<text {attributes} text-anchor="end">{words}</text>'


CHECK_MARK = re.compile(r'<path d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"[^>]*/>')


def unmirrored_checks(drawing: str) -> str:
    """A check mark reads the same in both directions: each is mirrored back in place."""
    def back(match: re.Match) -> str:
        x1, y1, x2, y2, x3, y3 = (float(v) for v in match.groups())
        if not (x1 < x2 < x3 and y2 > y1 and y3 < y2):
            return match.group(0)
        return f'<g transform="matrix(-1 0 0 1 {x1 + x3:g} 0)">{match.group(0)}</g>'
    return CHECK_MARK.sub(back, drawing)


for name, (title, line1, line2) in BANNERS.items():
    english = (CONTENT / f'banner-{name}.svg').read_text()
    head, body = re.match(r'(<svg[^>]*>)(.*)</svg>\s*$', english, re.S).groups()
    texts = re.findall(r'<text [^>]*>[^<]*</text>', body)
    drawing = re.sub(r'<title>[^<]*</title>|<text [^>]*>[^<]*</text>', '', body)
    background, rest = re.match(r'(<rect width="800" height="300"[^>]*/>)(.*)', drawing, re.S).groups()
    style = f"<style>@font-face{{font-family:KhibraArabic;font-weight:400 700;src:url({font_for(title + line1 + line2)}) format('woff2')}}</style>"
    svg = (
        head.replace('<svg ', '<svg lang="ar" ', 1)
        + f'<title>{title}</title>{style}{background}'
        + f'<g transform="matrix(-1 0 0 1 {WIDTH} 0)">{unmirrored_checks(rest)}</g>'
        + text_element(texts[0], line1)
        + text_element(texts[1], line2)
        + '</svg>\n'
    )
    (CONTENT / f'banner-{name}-ar.svg').write_text(svg)
    print(f'public/content/banner-{name}-ar.svg: {len(svg.encode())} bytes')
