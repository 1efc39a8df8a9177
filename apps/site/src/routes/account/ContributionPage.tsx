import { useLocation } from 'wouter';

import type { PageProps } from '../../app/page';
import { guardedLoad, MessageScreen, useGuards } from './accountPage';
import { CONTRIBUTION_GUARDS } from './guards';

// `/review/create/{productId}` and `/add-product` (spec section 2): login, account details, sixteen
// and a verified account are required. The forms come with the reviews issue; the guards work now.

export const load = guardedLoad(CONTRIBUTION_GUARDS);

export default function ContributionPage(props: PageProps) {
  useGuards(CONTRIBUTION_GUARDS, props);
  const [live] = useLocation();
  const review = (props.pathname ?? live).startsWith('/review/');
  const title = review ? 'Dodaj opinię' : 'Dodaj produkt';
  return (
    <MessageScreen title={title} tone="info" actions={[{ label: 'Wróć do katalogu', href: '/' }]}>
      <p>
        {review
          ? 'Formularz opinii jest w przygotowaniu. Twoje konto spełnia już wszystkie warunki, by dodawać opinie.'
          : 'Formularz dodawania produktu jest w przygotowaniu. Twoje konto spełnia już wszystkie warunki, by dodawać produkty.'}
      </p>
    </MessageScreen>
  );
}
