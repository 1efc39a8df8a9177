import { useSiteContext } from './SiteContext';
import { SITE_NAME, TITLE_SUFFIX } from './config';
import { scriptJson } from './scriptJson';

/** `{title}{suffix}`, or the site's name when the title is empty (spec section 2). */
export function pageTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed}${TITLE_SUFFIX}` : SITE_NAME;
}

export interface SeoProps {
  /** The page's own title, without the suffix. */
  title?: string | null;
  description?: string | null;
  /** The canonical path (from the site's root), e.g. `/pielegnacja-twarzy`; none when omitted. */
  canonicalPath?: string | null;
  /** E.g. `noindex,follow`; indexable when omitted. */
  robots?: string;
  /** Open Graph type. @default 'website' */
  ogType?: 'website' | 'product' | 'article' | 'profile';
  /** An absolute or root-relative image URL for Open Graph. */
  image?: string | null;
  /** JSON-LD objects, each rendered in its own script. */
  jsonLd?: readonly object[];
  /** `<meta name="rating" content="adult">` on adult pages. */
  adult?: boolean;
}

/** The head of a page: React hoists title, meta and link elements into <head>. */
export function Seo({
  title,
  description,
  canonicalPath,
  robots,
  ogType = 'website',
  image,
  jsonLd = [],
  adult,
}: SeoProps) {
  const { origin } = useSiteContext();
  const fullTitle = pageTitle(title);
  const canonical = canonicalPath ? `${origin}${canonicalPath}` : null;
  const imageUrl = image ? (image.startsWith('http') ? image : `${origin}${image}`) : null;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {adult ? <meta name="rating" content="adult" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:site_name" content="KWC" />
      <meta property="og:locale" content="pl_PL" />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title?.trim() || SITE_NAME} />
      {description ? <meta property="og:description" content={description} /> : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {jsonLd.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}
