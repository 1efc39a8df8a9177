#!/bin/sh
# Regenerates src/fonts/*.woff2 from the @fontsource DM Sans latin-ext faces (run from packages/kwc-tokens
# after `pnpm install`; needs Debian's python3-fonttools and python3-brotli). Polish text needs the
# latin face and eight letters of latin-ext (ąćęłńśźż; ó is in latin): the `pl` files hold those
# letters alone (~1.9 kB instead of ~7.4 kB, preloaded by every page); the `ext` files hold the rest
# of latin-ext, which a browser downloads only for a page with such letters.
set -eu
POLISH='U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C'
REST='U+0100-0103,U+0108-0117,U+011A-0140,U+0145-0159,U+015C-0178,U+017D-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'
subset() { # family weight
  src=$(node -e "console.log(require.resolve('@fontsource/$1/files/$1-latin-ext-$2-normal.woff2'))")
  /usr/bin/python3 -m fontTools.subset "$src" --unicodes="$POLISH" --layout-features='*' --flavor=woff2 \
    --output-file="src/fonts/$1-pl-$2.woff2"
  /usr/bin/python3 -m fontTools.subset "$src" --unicodes="$REST" --layout-features='*' --flavor=woff2 \
    --output-file="src/fonts/$1-ext-$2.woff2"
}
subset dm-sans 400
subset dm-sans 500
subset dm-sans 700
# Playfair Display is not subset here: its licence reserves the font's name for unmodified versions.
