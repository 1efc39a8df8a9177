import { describe, expect, it } from 'vitest';

import { adultGateDeclineTarget, adultGateModal, shouldDisplayAdultContent } from './adult-gate';

const viewer = {
  isCrawler: false,
  isAccountInitialized: true,
  dateOfBirth: null,
  today: '2026-06-15',
  adultCookie: undefined,
};

describe('shouldDisplayAdultContent', () => {
  it('shows adult content to crawlers and before the account is initialised', () => {
    expect(shouldDisplayAdultContent({ ...viewer, isCrawler: true })).toBe(true);
    expect(shouldDisplayAdultContent({ ...viewer, isAccountInitialized: false })).toBe(true);
  });

  it('follows the birth date when the user has one, ignoring the cookie', () => {
    expect(shouldDisplayAdultContent({ ...viewer, dateOfBirth: '2008-06-15' })).toBe(true);
    expect(shouldDisplayAdultContent({ ...viewer, dateOfBirth: '2008-06-16', adultCookie: '1' })).toBe(false);
  });

  it("otherwise follows the adult cookie, where '1' means yes", () => {
    expect(shouldDisplayAdultContent({ ...viewer, adultCookie: '1' })).toBe(true);
    expect(shouldDisplayAdultContent({ ...viewer, adultCookie: '0' })).toBe(false);
    expect(shouldDisplayAdultContent(viewer)).toBe(false);
  });
});

const page = {
  isCrawler: false,
  isLoggedIn: false,
  isAdult: false,
  adultCookie: null,
  productBelongsToAdultCategory: false,
  categoryIsAdultsOnly: false,
};

describe('adultGateModal', () => {
  it('asks anonymous visitors without the cookie to confirm on adult products and categories', () => {
    expect(adultGateModal({ ...page, productBelongsToAdultCategory: true })).toBe('confirm');
    expect(adultGateModal({ ...page, categoryIsAdultsOnly: true })).toBe('confirm');
    expect(adultGateModal({ ...page, categoryIsAdultsOnly: true, adultCookie: '1' })).toBe('none');
    expect(adultGateModal(page)).toBe('none');
  });

  it("shows 'Brak wstępu' to logged-in users who are not adults, whatever the cookie", () => {
    const adultPage = { ...page, isLoggedIn: true, categoryIsAdultsOnly: true };
    expect(adultGateModal({ ...adultPage, adultCookie: '1' })).toBe('denied');
    expect(adultGateModal({ ...adultPage, isAdult: true })).toBe('none');
    expect(adultGateModal({ ...page, isLoggedIn: true })).toBe('none');
  });

  it('shows no modal to crawlers', () => {
    expect(adultGateModal({ ...page, isCrawler: true, categoryIsAdultsOnly: true })).toBe('none');
  });
});

describe('adultGateDeclineTarget', () => {
  it('returns to the last in-app route, or home when there is none or it was the search page', () => {
    expect(adultGateDeclineTarget('/katalog-uroda/kremy?page=2')).toBe('/katalog-uroda/kremy?page=2');
    expect(adultGateDeclineTarget(null)).toBe('/');
    expect(adultGateDeclineTarget('/szukaj.html?back=/x')).toBe('/');
    expect(adultGateDeclineTarget(undefined, '/kosmetyki')).toBe('/kosmetyki');
  });
});
