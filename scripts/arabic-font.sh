#!/bin/sh
# Makes the web font of the Arabic pages (src/app/styles/fonts/, loaded by
# src/app/styles/arabic-font.css) from the pinned @fontsource-variable/noto-sans-arabic
# (SIL Open Font License 1.1): its variable Arabic and Latin files cut to the
# weights the app uses (400–700) and to the letters an Arabic page shows — the
# Arabic block and joiners, and basic Latin with its punctuation (digits,
# brand names, e-mail addresses) — as woff2. Run it again after upgrading the
# package. Needs Python's fontTools with brotli (Debian: python3-fonttools
# python3-brotli; another Python with PYTHON=/path/to/python3).
set -eu
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/noto-sans-arabic/files
out=src/app/styles/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

py=${PYTHON:-python3}

cut() { # cut NAME SOURCE UNICODES
  "$py" -m fontTools.varLib.instancer "$2" wght=400:700 -q -o "$tmp/$1.ttf"
  "$py" -m fontTools.subset "$tmp/$1.ttf" --unicodes="$3" --layout-features='*' --flavor=woff2 --no-hinting --desubroutinize --output-file="$out/$1.woff2"
  echo "$out/$1.woff2: $(wc -c < "$out/$1.woff2") bytes"
}

cut noto-sans-arabic-arabic "$src/noto-sans-arabic-arabic-wght-normal.woff2" 'U+0600-06FF,U+200C-200F,U+2010-2011,U+FD3E-FD3F'
cut noto-sans-arabic-latin "$src/noto-sans-arabic-latin-wght-normal.woff2" 'U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2212'
