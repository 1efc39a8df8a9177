/** The product id in a SKU: `KWC-123` → 123 (the same number product URLs carry after the comma). */
export function productIdFromSku(sku: string): number | null {
  const match = /^KWC-(\d+)$/.exec(sku);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The SKU of a product id: 123 → `KWC-123`. */
export function skuFromProductId(productId: number): string {
  return `KWC-${productId}`;
}
