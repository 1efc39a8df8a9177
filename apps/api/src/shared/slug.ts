/** ASCII slug of a Polish phrase: lowercase a-z0-9 separated by single hyphens (ą→a, ł→l, ż→z …). */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True for a non-empty ASCII slug: a-z, 0-9 and single inner hyphens. */
export function isAsciiSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** A product's slug: brand and name, at most 90 characters (the page is `/{slug},{id}.html`). */
export function productSlug(brandName: string, name: string): string {
  return toSlug(`${brandName} ${name}`).slice(0, 90).replace(/-+$/, '');
}
