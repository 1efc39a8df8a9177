import { describe, expect, it } from 'vitest';

import { resolveRoute } from '../../app/routes';
import { resolveAccountRoute } from './accountRoutes';

// The site's route table sends the whole account side to one page; its own table names the screen.

describe('account routes', () => {
  it('the site table sends /konto, /konto/*, /review/create|edit/… and /add-product to the account page', () => {
    for (const path of [
      '/konto',
      '/konto/logowanie',
      '/konto/cokolwiek/dalej',
      '/review/create/12',
      '/review/edit/12/3',
      '/add-product',
      '/profil/12/obserwowania',
      '/profil/12/obserwowani',
      '/profil/12/obserwujacy',
    ]) {
      expect(resolveRoute(path).route?.name, path).toBe('account');
    }
    // Only the follow pages of a profile are the account side's (the profile itself is not).
    expect(resolveRoute('/profil/12/obserwowania-x').route?.name).not.toBe('account');
    expect(resolveRoute('/konto-nie').route?.name).toBe('category');
    expect(resolveRoute('/review/create/abc').route?.name).toBe('category');
  });

  it('sends profiles and my archive to the profile pages, with the user and the section', () => {
    expect(resolveRoute('/profil/42')).toMatchObject({
      route: { name: 'profile' },
      params: { userId: '42', section: '' },
    });
    expect(resolveRoute('/profil/42/szkice').params).toEqual({ userId: '42', section: 'szkice' });
    expect(resolveRoute('/konto/profil').route?.name).toBe('ownProfile');
    expect(resolveRoute('/konto/profil/hity')).toMatchObject({
      route: { name: 'ownProfile' },
      params: { section: 'hity' },
    });
    // No such user id or section: not a profile (the catch-all answers 404).
    expect(resolveRoute('/profil/0').route?.name).toBe('category');
    expect(resolveRoute('/profil/42/inne').route?.name).toBe('category');
  });

  it('names each screen and its parameters', () => {
    const token = 'A'.repeat(43);
    const cases: [string, string, Record<string, string>][] = [
      ['/konto', 'account', {}],
      ['/konto/logowanie', 'accountLogin', {}],
      [`/konto/aktywacja/${token}`, 'accountActivate', { token }],
      [`/konto/reset-hasla/${token}`, 'accountNewPassword', { token }],
      ['/konto/obserwowania/obserwujacy', 'accountFollows', { direction: 'obserwujacy' }],
      ['/konto/obserwowania-aktywnosc', 'accountFollowsActivity', {}],
      ['/profil/7/obserwowania', 'profileFollows', { userId: '7', direction: '' }],
      ['/profil/7/obserwowani', 'profileFollows', { userId: '7', direction: 'obserwowani' }],
      ['/profil/7/obserwujacy', 'profileFollows', { userId: '7', direction: 'obserwujacy' }],
      ['/review/create/42', 'reviewCreate', { productId: '42' }],
      ['/review/edit/42/7', 'reviewEdit', { productId: '42', reviewId: '7' }],
      ['/add-product', 'addProduct', {}],
      // A token too short, a profile section that does not exist: no page of theirs.
      ['/konto/aktywacja/abc', 'accountUnknown', { rest: 'aktywacja/abc' }],
      ['/konto/profil/inne', 'accountUnknown', { rest: 'profil/inne' }],
    ];
    for (const [path, name, params] of cases) {
      const resolved = resolveAccountRoute(path);
      expect(resolved?.route.name, path).toBe(name);
      expect(resolved?.params, path).toEqual(params);
    }
  });

  it('an address that is not valid percent-encoding is no page', () => {
    expect(resolveAccountRoute('/konto/%E0%A4%A')).toBeNull();
  });
});
