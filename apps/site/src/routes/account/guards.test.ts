import type { TokenPayload } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { backOf, guardRedirect, runGuards, safeBack, CONTRIBUTION_GUARDS, type GuardInput } from './guards';

const NOW = new Date('2026-11-21T12:00:00Z');
const adult: TokenPayload = {
  email: 'ania@demo.kwc.pl',
  username: 'ania.demo',
  birthday: '1992-05-14',
  is_active: true,
  id: 1,
  exp: NOW.getTime() / 1000 + 3600,
};
const input = (session: TokenPayload | null, here = '/review/create/7', search = ''): GuardInput => ({
  session,
  here,
  search,
  now: NOW,
});

describe('the named route guards (spec section 2)', () => {
  it('login: a logged-out visitor goes to the login page with the page kept in `back`', () => {
    expect(guardRedirect('login', input(null, '/konto/edycja-konta?x=1'))).toBe(
      '/konto/logowanie?back=%2Fkonto%2Fedycja-konta%3Fx%3D1',
    );
    expect(guardRedirect('login', input(adult))).toBeNull();
  });

  it('the account-access flow, in order: details, sixteen, verified', () => {
    const noDetails = { ...adult, username: null, is_active: false };
    expect(runGuards(CONTRIBUTION_GUARDS, input(noDetails))).toBe(
      '/konto/podaj-szczegoly-konta?back=%2Freview%2Fcreate%2F7',
    );
    expect(runGuards(CONTRIBUTION_GUARDS, input({ ...adult, birthday: null }))).toMatch(
      /^\/konto\/podaj-szczegoly-konta/,
    );
    // 16 on 2026-11-21 when born 2010-11-21; a day short is under 16.
    const fifteen = { ...adult, birthday: '2010-11-22', is_active: false };
    expect(runGuards(CONTRIBUTION_GUARDS, input(fifteen))).toBe('/konto/za-mlody?back=%2Freview%2Fcreate%2F7');
    expect(runGuards(CONTRIBUTION_GUARDS, input({ ...fifteen, birthday: '2010-11-21' }))).toBe(
      '/konto/nieaktywne?back=%2Freview%2Fcreate%2F7',
    );
    expect(runGuards(CONTRIBUTION_GUARDS, input(adult))).toBeNull();
    expect(runGuards(CONTRIBUTION_GUARDS, input(null))).toMatch(/^\/konto\/logowanie\?back=/);
  });

  it('redirect logged-in users: on to `back`, a path of this site only', () => {
    expect(guardRedirect('redirectLoggedIn', input(null, '/konto/logowanie', 'back=%2Fwishlist'))).toBeNull();
    expect(guardRedirect('redirectLoggedIn', input(adult, '/konto/logowanie', 'back=%2Fwishlist'))).toBe('/wishlist');
    expect(guardRedirect('redirectLoggedIn', input(adult, '/konto/logowanie', ''))).toBe('/');
    for (const evil of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(
        guardRedirect('redirectLoggedIn', input(adult, '/konto/logowanie', `back=${encodeURIComponent(evil)}`)),
      ).toBe('/');
    }
  });

  it('the parent /konto page: the archive when logged in, else the login page', () => {
    expect(guardRedirect('parentRedirect', input(adult, '/konto'))).toBe('/konto/profil');
    expect(guardRedirect('parentRedirect', input(null, '/konto'))).toBe('/konto/logowanie');
  });

  it('the flow screens let the visitor on once their step is done', () => {
    expect(guardRedirect('detailsDone', input(adult, '/konto/podaj-szczegoly-konta', 'back=%2Fadd-product'))).toBe(
      '/add-product',
    );
    expect(
      guardRedirect('detailsDone', input({ ...adult, username: null }, '/konto/podaj-szczegoly-konta')),
    ).toBeNull();
    expect(guardRedirect('verifiedDone', input(adult, '/konto/nieaktywne'))).toBe('/konto/profil');
    expect(guardRedirect('verifiedDone', input({ ...adult, is_active: false }, '/konto/nieaktywne'))).toBeNull();
  });

  it('safeBack and backOf', () => {
    expect(safeBack('/a?b=1')).toBe('/a?b=1');
    expect(safeBack(null, '/x')).toBe('/x');
    expect(backOf('back=%2F%2Fevil.example')).toBe('/');
  });
});
