import type { ArticlePageResponse } from '@kwc/domain';
import { articlePageKey, menuKey, useMenu } from '@kwc/hooks';
import { footerMenuGroups } from '@kwc/ui';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import * as styles from './cms.css';
import { CMS_PAGES, cmsPage, type CmsBlock, type CmsSlug } from './cmsPages';
import { ArticleView } from './ArticleView';
import { PartnerMedia } from './PartnerMedia';

const COPY = {
  pages: 'Informacje',
  partners: 'Serwisy Wydawnictwa KWC',
  partnersLead: 'KWC należy do rodziny serwisów Wydawnictwa KWC. Zajrzyj też do nas:',
  publisher: 'Wydawnictwo KWC',
} as const;

/** The path of a CMS page. */
export function cmsHref(slug: string): string {
  return `/kwc-${slug}`;
}

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const slug = context.params.slug ?? '';
  // The partner media are the footer menu's "portals": the layout loads the menu on the server;
  // a client navigation that lands here first gets it with the page.
  const key = menuKey('uroda_footer');
  if (cmsPage(slug)) return { fallback: { [key]: await context.fetchJson(key) } };
  // Any other slug is a magazine article (the product pages link to them), or nothing (a 404 answer).
  const article = articlePageKey(slug);
  const [menu, data] = await Promise.all([context.fetchJson(key), context.fetchJson(article)]);
  return {
    fallback: { [key]: menu, [article]: data },
    // Pictures of adult products depend on the visitor's adult cookie (spec section 4).
    adult: (data as ArticlePageResponse).products.some((product) => product.belongsToAdultCategory) || undefined,
  };
}

function Block({ block, index }: { block: CmsBlock; index: number }) {
  const id = `sekcja-${index + 1}`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {block.heading}
      </h2>
      {block.paragraphs?.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {block.list ? (
        <ul className={styles.list}>
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {block.contacts ? (
        <ul className={styles.contacts}>
          {block.contacts.map((contact) => (
            <li key={contact.email} className={styles.contact}>
              <h3 className={styles.contactLabel}>{contact.label}</h3>
              <a href={`mailto:${contact.email}`} className={styles.contactEmail}>
                {contact.email}
              </a>
              <p className={styles.contactNote}>{contact.note}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default function CmsPage({ params }: PageProps) {
  const { origin } = useSiteContext();
  const slug = params.slug ?? '';
  const page = cmsPage(slug);
  const { data: footerMenu = [] } = useMenu('uroda_footer');
  const partners = footerMenuGroups(footerMenu).portals?.links ?? [];
  if (!page) {
    return (
      <div className={pageClassName}>
        <ArticleView slug={slug} />
        <PartnerMedia links={partners} title={COPY.partners} lead={COPY.partnersLead} />
      </div>
    );
  }
  const path = cmsHref(slug);
  const trail = [HOME_CRUMB, { label: page.navLabel, href: path }];

  return (
    <div className={pageClassName}>
      <Seo
        title={page.title}
        description={page.description}
        canonicalPath={path}
        ogType="article"
        jsonLd={[
          trailJsonLd(trail, origin),
          {
            '@context': 'https://schema.org',
            '@type': page.schemaType,
            name: page.title,
            description: page.description,
            url: `${origin}${path}`,
            inLanguage: 'pl-PL',
            publisher: { '@type': 'Organization', name: COPY.publisher, url: `${origin}/` },
            ...(page.schemaType === 'FAQPage'
              ? {
                  mainEntity: page.blocks.map((block) => ({
                    '@type': 'Question',
                    name: block.heading,
                    acceptedAnswer: { '@type': 'Answer', text: (block.paragraphs ?? []).join(' ') },
                  })),
                }
              : {}),
          },
        ]}
      />
      <PageIntro trail={trail} title={page.title} lead={page.lead} eyebrow={COPY.publisher} />

      <div className={styles.layout}>
        <article className={styles.article}>
          {page.blocks.map((block, index) => (
            <Block key={block.heading} block={block} index={index} />
          ))}
        </article>
        <nav aria-label={COPY.pages} className={styles.sideNav}>
          <h2 className={styles.sideNavTitle}>{COPY.pages}</h2>
          <ul className={styles.sideNavList}>
            {(Object.keys(CMS_PAGES) as CmsSlug[]).map((other) => (
              <li key={other}>
                <RouterLink
                  href={cmsHref(other)}
                  className={styles.sideNavLink}
                  aria-current={other === slug ? 'page' : undefined}
                >
                  {CMS_PAGES[other].navLabel}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <PartnerMedia links={partners} title={COPY.partners} lead={COPY.partnersLead} />
    </div>
  );
}
