import '@kwc/tokens/fonts.css';
// The theme variables and global styles: component styles only reference them.
import '@kwc/tokens/styles.css';

import { hydrateRoot } from 'react-dom/client';

import { Document, PAGE_DATA_ID, type PageData } from './Document';

const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as PageData;

hydrateRoot(document, <Document data={data} />, {
  onRecoverableError(error) {
    console.error('[site] hydration', error);
  },
});
