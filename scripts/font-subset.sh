#!/usr/bin/env bash
# Makes app/ui/fonts/inter-subset.woff2 from the npm package's Latin file (decision 0102): the weight
# axis limited to the weights the styles use (400–800) and only the characters our five languages and
# their typography need (the unicode-range in app/ui/shop-look.css lists the same). Run it after
# updating @fontsource-variable/inter; needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$src" wght=400:800 -o "$tmp/limited.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/limited.ttf" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+202F,U+2039-203A,U+20AC,U+2122,U+2212" \
  --layout-features="kern,liga,calt,tnum,case" --flavor=woff2 --output-file=app/ui/fonts/inter-subset.woff2
cp node_modules/@fontsource-variable/inter/LICENSE app/ui/fonts/inter-LICENSE.txt
ls -l app/ui/fonts/inter-subset.woff2
