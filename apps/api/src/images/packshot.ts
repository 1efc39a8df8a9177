/**
 * Generated packshots: an on-brand illustration of the product's package (tube, jar, dropper,
 * perfume bottle, …) with the brand on the label, so the demo catalogue looks like a shop window
 * without any photos. Deterministic: the same product always gets the same picture.
 */

export type PackageShape =
  'tube' | 'jar' | 'bottle' | 'dropper' | 'perfume' | 'compact' | 'lipstick' | 'polish' | 'pump';

const SHAPE_WORDS: [PackageShape, RegExp][] = [
  ['perfume', /perfum|woda toaletowa|woda perfumowana|eau de|mgiełka zapach|dezodorant perfum/],
  ['polish', /lakier|top coat|baza pod lakier|odżywka do paznokci|hybryd/],
  ['lipstick', /pomadk|szminka|balsam do ust|kredka do ust/],
  ['compact', /puder|róż|bronzer|rozświetlacz|cienie|paleta|kompakt/],
  ['dropper', /serum|olejek|ampułk|esencj|koncentrat/],
  ['pump', /podkład|płyn micelarny|żel do mycia|pianka|dozownik/],
  ['tube', /krem do rąk|pasta|żel|peeling|maść|krem pod oczy|tusz|maskara|sun|spf/],
  ['jar', /krem|masło|maska|balsam|pomada/],
];

/** The package a product name suggests; bottles for everything else. */
export function shapeFor(name: string): PackageShape {
  const lower = name.toLocaleLowerCase('pl-PL');
  return SHAPE_WORDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'bottle';
}

// Package, label and backdrop colours drawn from the brand palette (tokens: purple, gold, rose…).
const PALETTES = [
  { pack: '#6b2d8f', label: '#f4ecf9', ink: '#3a1650', bg: ['#f4ecf9', '#fbf4e4'] },
  { pack: '#b8862b', label: '#fffaf0', ink: '#4a3410', bg: ['#fbf4e4', '#ffffff'] },
  { pack: '#d9a3b5', label: '#ffffff', ink: '#5b2438', bg: ['#fdf0f4', '#f7f2fa'] },
  { pack: '#f5f1ea', label: '#6b2d8f', ink: '#ffffff', bg: ['#efe8f5', '#fbf4e4'] },
  { pack: '#1a1a1a', label: '#d6b26a', ink: '#1a1a1a', bg: ['#f3f0ea', '#e9e4ee'] },
  { pack: '#8fb5a2', label: '#ffffff', ink: '#22483a', bg: ['#eef6f1', '#f7faf8'] },
  { pack: '#d62839', label: '#fff4f4', ink: '#5c0e17', bg: ['#fdecec', '#fff7f2'] },
  { pack: '#7b3fa0', label: '#fbf4e4', ink: '#3a1650', bg: ['#f1e9f7', '#fdf9f0'] },
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Width of a bold serif capital in ems (DejaVu Serif Bold, the renderer's font here, is wide). */
const CAPITAL_WIDTH_EM = 0.86;
const LETTER_SPACING = 1;

/** The font size at which `text` in capitals spans `width`, at most `size`. */
function fittingSize(text: string, width: number, size: number): number {
  return Math.min(size, (width - text.length * LETTER_SPACING) / (Math.max(text.length, 4) * CAPITAL_WIDTH_EM));
}

/**
 * The brand on the label, in capitals that fit its width: on one line, or, for a name of several
 * words that would be set too small, on two lines split where they come out most even.
 */
function label(brand: string, x: number, y: number, width: number, ink: string, size = 26): string {
  const text = (brand.length > 18 ? `${brand.slice(0, 17)}…` : brand).toUpperCase();
  const words = text.split(' ');
  let lines = [text];
  let fontSize = fittingSize(text, width, size);
  if (words.length > 1 && fontSize < size * 0.75) {
    for (let cut = 1; cut < words.length; cut++) {
      const split = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
      const longest = split.reduce((a, b) => (b.length > a.length ? b : a));
      const twoLineSize = Math.min(fittingSize(longest, width, size), size * 0.8);
      if (twoLineSize > fontSize) {
        fontSize = twoLineSize;
        lines = split;
      }
    }
  }
  const attributes = `text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="${fontSize.toFixed(1)}" fill="${ink}" letter-spacing="${LETTER_SPACING}"`;
  if (lines.length === 1) return `<text x="${x}" y="${y}" ${attributes}>${escapeXml(text)}</text>`;
  const step = fontSize * 1.1;
  return `<text ${attributes}>${lines
    .map((line, index) => `<tspan x="${x}" y="${(y - step / 2 + index * step).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('')}</text>`;
}

function packageShape(shape: PackageShape, p: (typeof PALETTES)[number], brand: string): string {
  switch (shape) {
    case 'jar':
      return `<rect x="110" y="170" width="180" height="46" rx="10" fill="${p.ink}" opacity=".85"/>
        <rect x="100" y="210" width="200" height="120" rx="24" fill="${p.pack}"/>
        <rect x="118" y="238" width="164" height="62" rx="10" fill="${p.label}"/>${label(brand, 200, 277, 150, p.ink)}`;
    case 'tube':
      return `<path d="M150 90 h100 l18 220 q0 16 -16 16 h-104 q-16 0 -16 -16z" fill="${p.pack}"/>
        <rect x="170" y="320" width="60" height="40" rx="8" fill="${p.ink}" opacity=".85"/>
        <rect x="160" y="88" width="80" height="10" rx="3" fill="${p.ink}" opacity=".4"/>
        <rect x="150" y="170" width="100" height="70" rx="8" fill="${p.label}"/>${label(brand, 200, 213, 90, p.ink, 20)}`;
    case 'dropper':
      return `<rect x="186" y="70" width="28" height="60" rx="12" fill="${p.ink}"/>
        <rect x="176" y="122" width="48" height="30" rx="6" fill="${p.ink}" opacity=".85"/>
        <rect x="140" y="150" width="120" height="190" rx="26" fill="${p.pack}" opacity=".92"/>
        <rect x="156" y="210" width="88" height="80" rx="8" fill="${p.label}"/>${label(brand, 200, 257, 80, p.ink, 18)}`;
    case 'perfume':
      return `<rect x="178" y="92" width="44" height="46" rx="6" fill="${p.ink}"/>
        <rect x="190" y="132" width="20" height="20" fill="${p.ink}" opacity=".7"/>
        <path d="M120 160 h160 q20 0 20 20 v130 q0 24 -24 24 h-152 q-24 0 -24 -24 v-130 q0 -20 20 -20z" fill="${p.pack}" opacity=".9"/>
        <path d="M132 172 h40 v150 h-40z" fill="#ffffff" opacity=".25"/>
        <rect x="150" y="226" width="100" height="50" rx="6" fill="${p.label}"/>${label(brand, 200, 258, 92, p.ink, 18)}`;
    case 'compact':
      return `<ellipse cx="200" cy="250" rx="120" ry="70" fill="${p.ink}" opacity=".15"/>
        <circle cx="200" cy="220" r="110" fill="${p.pack}"/>
        <circle cx="200" cy="220" r="86" fill="${p.label}"/>${label(brand, 200, 228, 140, p.ink, 24)}`;
    case 'lipstick':
      return `<path d="M175 110 q25 -30 50 0 v60 h-50z" fill="#c0394f"/>
        <rect x="168" y="168" width="64" height="40" rx="4" fill="#d6b26a"/>
        <rect x="160" y="206" width="80" height="130" rx="10" fill="${p.pack}"/>${label(brand, 200, 278, 70, p.label, 16)}`;
    case 'polish':
      return `<rect x="180" y="80" width="40" height="100" rx="8" fill="${p.ink}"/>
        <path d="M140 180 h120 q20 0 20 20 v110 q0 26 -26 26 h-108 q-26 0 -26 -26 v-110 q0 -20 20 -20z" fill="${p.pack}"/>
        <rect x="156" y="236" width="88" height="44" rx="6" fill="${p.label}"/>${label(brand, 200, 265, 80, p.ink, 16)}`;
    case 'pump':
      return `<path d="M190 70 h50 v16 h-34 v30 h-16z" fill="${p.ink}"/>
        <rect x="180" y="112" width="40" height="40" rx="6" fill="${p.ink}" opacity=".85"/>
        <rect x="140" y="150" width="120" height="190" rx="20" fill="${p.pack}"/>
        <rect x="154" y="200" width="92" height="90" rx="8" fill="${p.label}"/>${label(brand, 200, 252, 84, p.ink, 18)}`;
    default:
      return `<rect x="176" y="78" width="48" height="50" rx="8" fill="${p.ink}"/>
        <path d="M150 128 h100 q24 0 24 24 v170 q0 20 -20 20 h-108 q-20 0 -20 -20 v-170 q0 -24 24 -24z" fill="${p.pack}"/>
        <rect x="140" y="190" width="120" height="96" rx="8" fill="${p.label}"/>${label(brand, 200, 245, 110, p.ink, 20)}`;
  }
}

/** A square SVG packshot of a product. */
export function packshotSvg({ id, name, brand }: { id: number; name: string; brand: string }): string {
  const palette = PALETTES[hash(`${brand}/${id}`) % PALETTES.length]!;
  const shape = shapeFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(`${brand} ${name}`)}">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${palette.bg[1]}"/><stop offset="1" stop-color="${palette.bg[0]}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <ellipse cx="200" cy="350" rx="110" ry="14" fill="#1f1a24" opacity=".08"/>
  ${packageShape(shape, palette, brand)}
</svg>`;
}

/** A brand's logo (the brand options' picture): its name set in the label's capitals on a palette card. */
export function brandLogoSvg(brand: string): string {
  const palette = PALETTES[hash(brand) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img" aria-label="${escapeXml(brand)}">
  <rect width="200" height="100" rx="12" fill="${palette.bg[0]}"/>
  ${label(brand, 100, 60, 176, palette.ink, 30)}
</svg>`;
}

/** A property option's picture (hair type, scent family…): its initial on a palette disc. */
export function optionIconSvg(option: string): string {
  const palette = PALETTES[hash(option) % PALETTES.length]!;
  const initial = [...option.trim()][0]?.toLocaleUpperCase('pl-PL') ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(option)}">
  <circle cx="48" cy="48" r="46" fill="${palette.bg[0]}"/>
  <circle cx="48" cy="48" r="34" fill="${palette.pack}"/>
  <text x="48" y="61" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="38" fill="${palette.label}">${escapeXml(initial)}</text>
</svg>`;
}

/** The fixed placeholder shown instead of an adult product's picture (spec section 3). */
export const AGE_RESTRICTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Treść dla osób pełnoletnich">
  <rect width="400" height="400" fill="#efe8f5"/>
  <circle cx="200" cy="185" r="86" fill="none" stroke="#6b2d8f" stroke-width="10"/>
  <text x="200" y="212" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="72" font-weight="700" fill="#6b2d8f">18+</text>
  <text x="200" y="320" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif" font-size="22" fill="#3a1650">Treść dla dorosłych</text>
</svg>`;

/** The fixed default avatar (spec section 3). */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Awatar">
  <rect width="96" height="96" rx="48" fill="#f4ecf9"/>
  <circle cx="48" cy="38" r="17" fill="#b59ac6"/>
  <path d="M18 82 q30 -34 60 0" fill="#b59ac6"/>
</svg>`;
