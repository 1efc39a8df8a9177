import { ADDED_PRODUCT_API_PATHS, ADDED_PRODUCT_MESSAGES } from '@kwc/domain';
import { useAccountAction, useAddedProductFormOptions, useAddProduct, useMyAddedProducts } from '@kwc/hooks';
import { AccountMessage, LoadingScreen } from '@kwc/ui';
import { useState } from 'react';

import type { LoaderContext, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import { AddProductForm } from './addProduct/AddProductForm';
import * as styles from './addProduct/addProduct.css';
import { MyAddedProductsList } from './addProduct/MyAddedProductsList';
import { CONTRIBUTION_GUARDS } from './guards';
import { useReviewPhotoUpload } from './reviewPhotoUpload';

// `/add-product` (spec section 2): login, account details, sixteen and a verified account are
// required; then the form, and once sent the author's added products with their states.

const TITLE = 'Dodaj produkt';

export const load = guardedLoad(CONTRIBUTION_GUARDS, async ({ fetchJson }: LoaderContext) => {
  const key = ADDED_PRODUCT_API_PATHS.formOptions;
  return { fallback: { [key]: await fetchJson(key) } };
});

export default function ContributionPage(props: PageProps) {
  useGuards(CONTRIBUTION_GUARDS, props);
  const options = useAddedProductFormOptions().data;
  const { addProduct } = useAddProduct();
  const send = useAccountAction(addProduct);
  const uploadPhoto = useReviewPhotoUpload();
  const [sent, setSent] = useState(false);
  const mine = useMyAddedProducts({ revalidateOnMount: sent }).data?.items ?? [];

  if (sent) {
    return (
      <AccountScreen title="Produkt wysłany">
        <div className={styles.page}>
          <AccountMessage
            title="Produkt wysłany"
            tone="success"
            actions={[{ label: 'Wróć do katalogu', href: '/' }]}
            linkAs={RouterLink}
          >
            <p>{ADDED_PRODUCT_MESSAGES.sent}</p>
          </AccountMessage>
          <MyAddedProductsList items={mine} />
        </div>
      </AccountScreen>
    );
  }

  return (
    <AccountScreen title={TITLE}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{TITLE}</h1>
        <p className={styles.intro}>
          Nie ma w katalogu Twojego kosmetyku? Opisz go — po sprawdzeniu przez moderatora pojawi się w katalogu.
        </p>
        {options ? (
          <AddProductForm
            options={options}
            onUploadPhoto={uploadPhoto}
            serverErrors={send.fields}
            formError={send.error}
            pending={send.isPending}
            onSubmit={(input) =>
              void send.run(input).then((added) => {
                if (added) {
                  setSent(true);
                  window.scrollTo({ top: 0 });
                }
              })
            }
          />
        ) : (
          <LoadingScreen label="Ładowanie formularza…" />
        )}
      </div>
    </AccountScreen>
  );
}
