import type { PageProps } from '../../app/page';
import { guardedLoad, MessageScreen, useGuards } from './accountPage';
import { CONTRIBUTION_GUARDS } from './guards';

// `/add-product` (spec section 2): login, account details, sixteen and a verified account are
// required. The form comes with the added-products issue; the guards work now.

export const load = guardedLoad(CONTRIBUTION_GUARDS);

export default function ContributionPage(props: PageProps) {
  useGuards(CONTRIBUTION_GUARDS, props);
  return (
    <MessageScreen title="Dodaj produkt" tone="info" actions={[{ label: 'Wróć do katalogu', href: '/' }]}>
      <p>
        Formularz dodawania produktu jest w przygotowaniu. Twoje konto spełnia już wszystkie warunki, by dodawać
        produkty.
      </p>
    </MessageScreen>
  );
}
