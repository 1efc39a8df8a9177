import { useMenu } from '@kwc/hooks';
import { SiteFooter } from '@kwc/ui';

import { RouterLink } from './RouterLink';

/**
 * The footer rendered in the browser (see `FooterSlot`): a chunk the first view never loads. Its
 * menu comes from the API (a page's data does not carry it); the footer shows once it is in
 * (without it, should it fail).
 */
export default function LiveFooter() {
  const { data: items, error } = useMenu('uroda_footer');
  if (!items && !error) return null;
  return <SiteFooter items={items ?? []} linkAs={RouterLink} />;
}
