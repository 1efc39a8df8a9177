import { describe, expect, it } from 'vitest';

import { pageTypeOf } from './analytics';
import { analyticsConfigFromEnv } from './config';
import { resolveRoute } from './routes';

const pageType = (url: string) => {
  const { pathname, search } = new URL(url, 'http://kwc.test');
  return pageTypeOf(resolveRoute(pathname).route?.name, search);
};

describe('pageTypeOf', () => {
  it('names the page types of spec section 9', () => {
    expect(pageType('/kremy-do-twarzy')).toBe('listing');
    expect(pageType('/katalog-uroda/kremy-do-twarzy')).toBe('listing');
    expect(pageType('/kremy-do-twarzy?q=krem')).toBe('search');
    expect(pageType('/szukaj.html')).toBe('search');
    expect(pageType('/marka-nivea')).toBe('brand');
    expect(pageType('/skladnik-gliceryna')).toBe('ingredient');
    expect(pageType('/nivea-krem,12.html')).toBe('product');
    expect(pageType('/konto/logowanie')).toBe('account');
    expect(pageType('/profil/3')).toBe('profile');
    expect(pageType('/konto/profil')).toBe('profile');
  });

  it('gives none to the pages without an identifier', () => {
    expect(pageType('/')).toBeNull();
    expect(pageType('/najnowsze-recenzje')).toBeNull();
  });
});

describe('analyticsConfigFromEnv', () => {
  it('reads the tag manager id, its script address and the consent group', () => {
    expect(analyticsConfigFromEnv({})).toEqual({});
    expect(
      analyticsConfigFromEnv({
        KWC_GTM_ID: 'GTM-AB12CD',
        KWC_GTM_SCRIPT_URL: 'http://127.0.0.1:4361/gtm-stand-in.js',
        KWC_CONSENT_GROUP_ID: 'C0002',
      }),
    ).toEqual({ gtmId: 'GTM-AB12CD', gtmScriptUrl: 'http://127.0.0.1:4361/gtm-stand-in.js', consentGroupId: 'C0002' });
  });

  it('raises an error for a malformed tag manager id (spec section 9) and for impossible settings', () => {
    expect(() => analyticsConfigFromEnv({ KWC_GTM_ID: 'GTM-ab12' })).toThrow(/Invalid GTM ID/);
    expect(() => analyticsConfigFromEnv({ KWC_GTM_ID: 'UA-1234' })).toThrow(/Invalid GTM ID/);
    expect(() => analyticsConfigFromEnv({ KWC_GTM_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/KWC_GTM_SCRIPT_URL/);
    expect(() => analyticsConfigFromEnv({ KWC_CONSENT_GROUP_ID: 'C 2' })).toThrow(/KWC_CONSENT_GROUP_ID/);
  });
});
