import type { MenuItem } from '@kwc/domain';
import { SiteFooter } from '@kwc/ui';

import { RouterLink } from './RouterLink';

/** The footer rendered in the browser (see `FooterSlot`): a chunk the first view never loads. */
export default function LiveFooter({ items }: { items: readonly MenuItem[] }) {
  return <SiteFooter items={items} linkAs={RouterLink} />;
}
