import '@kwc/tokens/fonts.css';
import '@kwc/tokens/styles.css';

import type { Preview } from '@storybook/react-vite';

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
