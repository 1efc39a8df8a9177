// Story fixtures: products with inline packshots. Storybook has no API, so pictures are data URIs
// drawn like the API's generated packshots (apps/api/src/images/packshot.ts). Not exported.
import type { Product } from '@kwc/domain';

type Shape = 'jar' | 'tube' | 'dropper' | 'bottle' | 'pump' | 'lipstick' | 'perfume' | 'compact';

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

function label(text: string, x: number, y: number, width: number, ink: string, size: number) {
  const fontSize = Math.min(size, (width * 1.7) / Math.max(text.length, 4));
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${fontSize.toFixed(1)}" fill="${ink}" letter-spacing="1">${text.toUpperCase()}</text>`;
}

function shapeSvg(shape: Shape, p: (typeof PALETTES)[number], brand: string): string {
  switch (shape) {
    case 'jar':
      return `<rect x="110" y="170" width="180" height="46" rx="10" fill="${p.ink}" opacity=".85"/><rect x="100" y="210" width="200" height="120" rx="24" fill="${p.pack}"/><rect x="118" y="238" width="164" height="62" rx="10" fill="${p.label}"/>${label(brand, 200, 277, 150, p.ink, 26)}`;
    case 'tube':
      return `<path d="M150 90 h100 l18 220 q0 16 -16 16 h-104 q-16 0 -16 -16z" fill="${p.pack}"/><rect x="170" y="320" width="60" height="40" rx="8" fill="${p.ink}" opacity=".85"/><rect x="150" y="170" width="100" height="70" rx="8" fill="${p.label}"/>${label(brand, 200, 213, 90, p.ink, 20)}`;
    case 'dropper':
      return `<rect x="186" y="70" width="28" height="60" rx="12" fill="${p.ink}"/><rect x="176" y="122" width="48" height="30" rx="6" fill="${p.ink}" opacity=".85"/><rect x="140" y="150" width="120" height="190" rx="26" fill="${p.pack}" opacity=".92"/><rect x="156" y="210" width="88" height="80" rx="8" fill="${p.label}"/>${label(brand, 200, 257, 80, p.ink, 18)}`;
    case 'perfume':
      return `<rect x="178" y="92" width="44" height="46" rx="6" fill="${p.ink}"/><rect x="190" y="132" width="20" height="20" fill="${p.ink}" opacity=".7"/><path d="M120 160 h160 q20 0 20 20 v130 q0 24 -24 24 h-152 q-24 0 -24 -24 v-130 q0 -20 20 -20z" fill="${p.pack}" opacity=".9"/><rect x="150" y="226" width="100" height="50" rx="6" fill="${p.label}"/>${label(brand, 200, 258, 92, p.ink, 18)}`;
    case 'compact':
      return `<circle cx="200" cy="220" r="110" fill="${p.pack}"/><circle cx="200" cy="220" r="86" fill="${p.label}"/>${label(brand, 200, 228, 140, p.ink, 24)}`;
    case 'lipstick':
      return `<path d="M175 110 q25 -30 50 0 v60 h-50z" fill="#c0394f"/><rect x="168" y="168" width="64" height="40" rx="4" fill="#d6b26a"/><rect x="160" y="206" width="80" height="130" rx="10" fill="${p.pack}"/>${label(brand, 200, 278, 70, p.label, 16)}`;
    case 'pump':
      return `<path d="M190 70 h50 v16 h-34 v30 h-16z" fill="${p.ink}"/><rect x="180" y="112" width="40" height="40" rx="6" fill="${p.ink}" opacity=".85"/><rect x="140" y="150" width="120" height="190" rx="20" fill="${p.pack}"/><rect x="154" y="200" width="92" height="90" rx="8" fill="${p.label}"/>${label(brand, 200, 252, 84, p.ink, 18)}`;
    default:
      return `<rect x="176" y="78" width="48" height="50" rx="8" fill="${p.ink}"/><path d="M150 128 h100 q24 0 24 24 v170 q0 20 -20 20 h-108 q-20 0 -20 -20 v-170 q0 -24 24 -24z" fill="${p.pack}"/><rect x="140" y="190" width="120" height="96" rx="8" fill="${p.label}"/>${label(brand, 200, 245, 110, p.ink, 20)}`;
  }
}

const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A packshot as a data URI. */
export function packshot(brand: string, shape: Shape, palette: number): string {
  const p = PALETTES[palette % PALETTES.length]!;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${p.bg[1]}"/><stop offset="1" stop-color="${p.bg[0]}"/></radialGradient></defs><rect width="400" height="400" fill="url(#bg)"/><ellipse cx="200" cy="350" rx="110" ry="14" fill="#1f1a24" opacity=".08"/>${shapeSvg(shape, p, brand)}</svg>`,
  );
}

/** The API's age-restricted placeholder, inline. */
export const ageRestrictedPlaceholder = dataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="#efe8f5"/><circle cx="200" cy="185" r="86" fill="none" stroke="#6b2d8f" stroke-width="10"/><text x="200" y="212" text-anchor="middle" font-family="Georgia, serif" font-size="72" font-weight="700" fill="#6b2d8f">18+</text><text x="200" y="320" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" fill="#3a1650">Treść dla dorosłych</text></svg>`,
);

interface Seed {
  id: number;
  brand: string;
  name: string;
  shape: Shape;
  rating: number | null;
  reviews: number;
  hits: number;
  price: number | null;
}

const SEEDS: Seed[] = [
  {
    id: 1240,
    brand: 'Nivea',
    name: 'Krem nawilżający Soft do twarzy, rąk i ciała',
    shape: 'jar',
    rating: 4.6,
    reviews: 128,
    hits: 12,
    price: 19.99,
  },
  {
    id: 3381,
    brand: 'La Roche-Posay',
    name: 'Effaclar Duo+ krem korygujący przeciw niedoskonałościom',
    shape: 'tube',
    rating: 4.3,
    reviews: 342,
    hits: 41,
    price: 74.99,
  },
  {
    id: 5120,
    brand: 'The Ordinary',
    name: 'Niacinamide 10% + Zinc 1% serum',
    shape: 'dropper',
    rating: 4.1,
    reviews: 2,
    hits: 1,
    price: 32.9,
  },
  {
    id: 7002,
    brand: 'Ziaja',
    name: 'Oliwkowy krem do rąk',
    shape: 'tube',
    rating: 4.8,
    reviews: 1,
    hits: 0,
    price: 6.49,
  },
  {
    id: 8813,
    brand: 'Bielenda',
    name: 'Płyn micelarny do demakijażu Professional Formula',
    shape: 'pump',
    rating: 3.9,
    reviews: 57,
    hits: 3,
    price: 21.99,
  },
  {
    id: 9150,
    brand: 'Maybelline',
    name: 'Pomadka Color Sensational Made For All',
    shape: 'lipstick',
    rating: 4.4,
    reviews: 88,
    hits: 7,
    price: 34.99,
  },
  {
    id: 1011,
    brand: 'Chanel',
    name: 'Coco Mademoiselle woda perfumowana',
    shape: 'perfume',
    rating: 4.9,
    reviews: 512,
    hits: 96,
    price: 489,
  },
  {
    id: 1212,
    brand: 'Rimmel',
    name: 'Puder prasowany Stay Matte',
    shape: 'compact',
    rating: 3.7,
    reviews: 23,
    hits: 2,
    price: 22.49,
  },
  {
    id: 1313,
    brand: 'Cerave',
    name: 'Nawilżająca emulsja do mycia twarzy i ciała',
    shape: 'pump',
    rating: 4.5,
    reviews: 204,
    hits: 18,
    price: 54.99,
  },
  {
    id: 1414,
    brand: 'Yope',
    name: 'Naturalny balsam do ciała Imbir i drzewo sandałowe',
    shape: 'bottle',
    rating: 4.2,
    reviews: 45,
    hits: 5,
    price: 29.99,
  },
  {
    id: 1515,
    brand: 'Eveline',
    name: 'Serum do rzęs Lash Therapy 8 w 1',
    shape: 'dropper',
    rating: 3.4,
    reviews: 14,
    hits: 0,
    price: 17.99,
  },
  {
    id: 1616,
    brand: 'Vichy',
    name: 'Minéral 89 booster wzmacniający',
    shape: 'dropper',
    rating: 4.7,
    reviews: 167,
    hits: 22,
    price: 99.99,
  },
  {
    id: 1717,
    brand: 'Garnier',
    name: 'Maska w płachcie z kwasem hialuronowym',
    shape: 'jar',
    rating: 4.0,
    reviews: 31,
    hits: 1,
    price: 9.99,
  },
  {
    id: 1818,
    brand: 'Mixa',
    name: 'Krem do twarzy przeciw zaczerwienieniom',
    shape: 'tube',
    rating: 4.1,
    reviews: 19,
    hits: 2,
    price: 24.99,
  },
  {
    id: 1919,
    brand: 'Dior',
    name: 'Sauvage woda toaletowa',
    shape: 'perfume',
    rating: 4.8,
    reviews: 301,
    hits: 60,
    price: 399,
  },
  {
    id: 2020,
    brand: 'Inglot',
    name: 'Cień do powiek Freedom System',
    shape: 'compact',
    rating: 4.6,
    reviews: 76,
    hits: 9,
    price: 25,
  },
  {
    id: 2121,
    brand: 'Tołpa',
    name: 'Dermo face sebio żel mikrozłuszczający',
    shape: 'tube',
    rating: 4.2,
    reviews: 52,
    hits: 4,
    price: 27.99,
  },
  {
    id: 2222,
    brand: 'Isana',
    name: 'Szampon do włosów Med Urea',
    shape: 'bottle',
    rating: 3.8,
    reviews: 11,
    hits: 0,
    price: 8.99,
  },
  {
    id: 2323,
    brand: 'Sylveco',
    name: 'Lekki krem brzozowy z betuliną',
    shape: 'jar',
    rating: 4.5,
    reviews: 98,
    hits: 13,
    price: 36.99,
  },
  {
    id: 2424,
    brand: 'Anwen',
    name: 'Odżywka do włosów o wysokiej porowatości Emolientowa Róża',
    shape: 'bottle',
    rating: 4.7,
    reviews: 143,
    hits: 27,
    price: 31.99,
  },
  {
    id: 2525,
    brand: 'Golden Rose',
    name: 'Pomadka matowa Velvet Matte',
    shape: 'lipstick',
    rating: 4.3,
    reviews: 64,
    hits: 6,
    price: 15.99,
  },
  {
    id: 2626,
    brand: 'Clinique',
    name: 'Moisture Surge 100H krem-żel',
    shape: 'jar',
    rating: 4.6,
    reviews: 119,
    hits: 15,
    price: 149,
  },
  {
    id: 2727,
    brand: 'Pharmaceris',
    name: 'Fluid ochronny SPF 50+',
    shape: 'tube',
    rating: null,
    reviews: 0,
    hits: 0,
    price: 59.99,
  },
  {
    id: 2828,
    brand: 'Resibo',
    name: 'Olejek do demakijażu Clean Me',
    shape: 'pump',
    rating: 4.4,
    reviews: 39,
    hits: 3,
    price: null,
  },
];

function productFrom(seed: Seed, index: number): Product {
  return {
    sku: `KWC-${seed.id}`,
    brandName: seed.brand,
    name: seed.name,
    shortDescription: null,
    productState: null,
    images: [{ path: packshot(seed.brand, seed.shape, index) }],
    urlPath: `/${seed.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')},${seed.id}.html`,
    belongsToAdultCategory: false,
    rating: seed.rating,
    numberOfReviews: seed.reviews,
    numberOfHits: seed.hits,
    price: seed.price,
  };
}

/** 24 products, one listing page. */
export const products: Product[] = SEEDS.map(productFrom);

/** The product most stories show. */
export const product: Product = products[0]!;
