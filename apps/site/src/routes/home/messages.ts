import type { TestingStatus } from '@kwc/domain';
import type { IconName } from '@kwc/ui';

// ours: the spec fixes the home page's sections (section 1) but none of its copy; every string the
// home page shows lives here (the sections' titles and anchors in homeSections.tsx).

export const HOME_COPY = {
  title: '',
  description:
    'Katalog kosmetyków z opiniami i składami: polecane przez redakcję, testowanie, nagrodzone produkty, nowości i najpopularniejsze marki. Czytaj recenzje i wybieraj świadomie.',
  eyebrow: 'Kosmetyki · opinie · składniki',
  heading: 'Kosmetyki sprawdzone przez tysiące recenzentek',
  lead: 'Czytaj szczere opinie, porównuj składy i odkrywaj produkty, które naprawdę działają. Wybieraj kosmetyki z głową — zanim wydasz na nie pieniądze.',
  shortcuts: 'Na skróty',
  // ours: the home-with-context route names the context it set.
  context: 'Przeglądasz kategorię',
  startHere: 'Zacznij tutaj',
  guides: [
    { href: '/najnowsze-recenzje', icon: 'star', title: 'Najnowsze recenzje', text: 'Świeże opinie o kosmetykach' },
    { href: '/wazne-skladniki', icon: 'info', title: 'Ważne składniki', text: 'Co działa w składzie INCI' },
    { href: '/popularne-marki', icon: 'heart', title: 'Popularne marki', text: 'Marki od A do Z' },
    { href: '/lista-kategorii', icon: 'menu', title: 'Lista kategorii', text: 'Cały katalog w jednym miejscu' },
  ] satisfies { href: string; icon: IconName; title: string; text: string }[],
  testingStatus: {
    trwa: 'Trwa',
    wkrótce: 'Wkrótce',
    zakończone: 'Zakończone',
  } satisfies Record<TestingStatus, string>,
  allBrands: 'Wszystkie marki',
  allReviewers: 'Wszystkie recenzentki',
  newestReviews: 'Najnowsze recenzje',
  allCategories: 'Wszystkie kategorie',
  rank: (position: number) => `${position}. miejsce`,
} as const;
