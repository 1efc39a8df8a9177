/**
 * Where filter options' pictures live (spec section 3, property pattern option): a brand's image
 * under the brand image path, any other option's under the properties dictionary path. The
 * database keeps file names, so a deployment can move the pictures by changing the two paths.
 */
export interface OptionImagePaths {
  brands: string;
  properties: string;
}

export const DEFAULT_OPTION_IMAGE_PATHS: OptionImagePaths = {
  brands: '/api/images/marki',
  properties: '/api/images/wlasciwosci',
};

/** A site path (`/media/marki`) or an http(s) address, without its trailing slash. */
function basePath(name: string, value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (/^\/(?!\/)[^\s?#]*$/.test(trimmed) || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(trimmed)) return trimmed;
  throw new Error(`${name} must be a path from the site's root (/…) or an http(s) address, not "${value}"`);
}

/** KWC_BRAND_IMAGE_PATH and KWC_PROPERTY_IMAGE_PATH, each defaulting to the API's own pictures. */
export function optionImagePathsFromEnv(env: NodeJS.ProcessEnv = process.env): OptionImagePaths {
  return {
    brands: env.KWC_BRAND_IMAGE_PATH
      ? basePath('KWC_BRAND_IMAGE_PATH', env.KWC_BRAND_IMAGE_PATH)
      : DEFAULT_OPTION_IMAGE_PATHS.brands,
    properties: env.KWC_PROPERTY_IMAGE_PATH
      ? basePath('KWC_PROPERTY_IMAGE_PATH', env.KWC_PROPERTY_IMAGE_PATH)
      : DEFAULT_OPTION_IMAGE_PATHS.properties,
  };
}

/** The address of a stored picture: a file name joined to `base`; a full path or address kept as it is. */
export function optionImageUrl(file: string | null, base: string): string | null {
  const name = file?.trim();
  if (!name) return null;
  if (name.startsWith('/') || /^https?:\/\//.test(name)) return name;
  return `${base}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** The other origins the pictures come from, for the pages' `img-src`. */
export function optionImageOrigins(paths: OptionImagePaths): string[] {
  const origins = [paths.brands, paths.properties]
    .filter((path) => /^https?:/.test(path))
    .map((path) => new URL(path).origin);
  return [...new Set(origins)];
}
