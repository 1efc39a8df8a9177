import '@kwc/tokens/fonts.css';
import '@kwc/tokens/styles.css';

import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// `waitFor` and `findBy*` in play functions give up after 3 s instead of 1 s: in a full `npm test` run
// (two browsers busy), a closing dialog's 150 ms exit animation once outlasted the 1 s default.
configure({ asyncUtilTimeout: 3000 });

const preview: Preview = {
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Telefon (375 px)', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'Komputer (1280 px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  initialGlobals: { locale: 'pl' },
};

export default preview;
