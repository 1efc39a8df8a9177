/**
 * Partner shops whose offers (prices) the catalogue shows on product pages and in the "Sklep" filter.
 * `priceFactor` scales a product's base price for that shop, so that offers differ realistically.
 */
export interface CuratedPartnerShop {
  slug: string;
  name: string;
  priceFactor: number;
}

export const partnerShops: CuratedPartnerShop[] = [
  { slug: 'rossmann', name: 'Rossmann', priceFactor: 0.97 },
  { slug: 'hebe', name: 'Hebe', priceFactor: 0.95 },
  { slug: 'notino', name: 'Notino', priceFactor: 0.92 },
  { slug: 'douglas', name: 'Douglas', priceFactor: 1.08 },
  { slug: 'sephora', name: 'Sephora', priceFactor: 1.1 },
  { slug: 'super-pharm', name: 'Super-Pharm', priceFactor: 1.02 },
  { slug: 'drogeria-natura', name: 'Drogeria Natura', priceFactor: 0.99 },
  { slug: 'ezebra', name: 'Ezebra', priceFactor: 0.9 },
  { slug: 'gemini', name: 'Apteka Gemini', priceFactor: 0.94 },
  { slug: 'cocolita', name: 'Cocolita', priceFactor: 0.96 },
];
