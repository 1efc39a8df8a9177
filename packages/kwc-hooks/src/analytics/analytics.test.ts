import { describe, expect, it, vi } from 'vitest';

import { recordingLogger } from '../test/wrapper';
import { adsContextOf, ADS_CONTEXT_EVENT, browserDataLayer, consentGatedDataLayer, createAnalytics } from './analytics';

function setup(options: { adsEnabled?: boolean } = {}) {
  const dataLayer: unknown[] = [];
  const { logger, warnings } = recordingLogger();
  const analytics = createAnalytics({ getDataLayer: () => dataLayer, logger, ...options });
  return { analytics, dataLayer, warnings };
}

describe('createAnalytics', () => {
  it('pushes the events of spec section 7 with their parameters', () => {
    const { analytics, dataLayer } = setup();

    expect(analytics.track('search', { search_term: 'krem', hint: '' })).toBe(true);
    expect(analytics.track('popup18')).toBe(true);
    expect(analytics.track('experience_impression', { exp_variant_string: 'tiles:B' })).toBe(true);
    expect(
      analytics.track('item_view', {
        element: 'product_tile',
        position: 3,
        start_position: 1,
        timer: 1200,
        sequence: 2,
      }),
    ).toBe(true);

    expect(dataLayer).toEqual([
      { event: 'search', search_term: 'krem', hint: '' },
      { event: 'popup18' },
      { event: 'experience_impression', exp_variant_string: 'tiles:B' },
      { event: 'item_view', element: 'product_tile', position: 3, start_position: 1, timer: 1200, sequence: 2 },
    ]);
  });

  it('drops and logs an event whose parameters kwc-domain rejects', () => {
    const { analytics, dataLayer, warnings } = setup();
    const track = analytics.track as (event: string, parameters?: Record<string, unknown>) => boolean;

    expect(track('search', { search_term: 'krem' })).toBe(false);
    expect(track('item_view', { element: 'tile', position: '3', start_position: 1, timer: 1, sequence: 1 })).toBe(
      false,
    );
    expect(track('popup18', { extra: true })).toBe(false);

    expect(dataLayer).toEqual([]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]![1]).toEqual([expect.objectContaining({ code: 'missing', parameter: 'hint' })]);
  });

  it('sends the ads context only when the ads flag is on', () => {
    const context = adsContextOf({
      contentType: 'listing',
      brandSlug: 'marka-ziaja',
      breadcrumbs: [{ id: 1 }, { id: 14 }],
    });
    expect(context).toEqual({ contentType: 'listing', marka: 'marka-ziaja', kategoria: [1, 14] });

    const on = setup();
    expect(on.analytics.sendAdsContext(context)).toBe(true);
    expect(on.dataLayer).toEqual([{ event: ADS_CONTEXT_EVENT, ...context }]);

    const off = setup({ adsEnabled: false });
    expect(off.analytics.sendAdsContext(context)).toBe(false);
    expect(off.dataLayer).toEqual([]);
  });

  it('uses window.dataLayer by default, creating it when missing', () => {
    const host = window as Window & { dataLayer?: unknown[] };
    delete host.dataLayer;
    const analytics = createAnalytics({ logger: { error: vi.fn(), warn: vi.fn() } });

    analytics.track('potwierdzam18_tak');

    expect(host.dataLayer).toEqual([{ event: 'potwierdzam18_tak' }]);
    expect(browserDataLayer()).toBe(host.dataLayer);
    delete host.dataLayer;
  });
});

describe('page types and {hash} events', () => {
  it('pushes the page type and the event of a section anchor, and ignores other hashes', () => {
    const { analytics, dataLayer } = setup();

    expect(analytics.sendPageType('listing')).toBe(true);
    expect(analytics.trackHash('#opinie')).toBe(true);
    expect(analytics.trackHash('#nieznana')).toBe(false);
    expect(analytics.trackHash('')).toBe(false);

    expect(dataLayer).toEqual([{ pageType: 'listing' }, { event: 'opinie' }]);
  });
});

describe('consentGatedDataLayer', () => {
  it('holds every entry until consent, then hands them over in order', () => {
    const dataLayer: unknown[] = [];
    const gate = consentGatedDataLayer({ required: true, getDataLayer: () => dataLayer });
    const analytics = createAnalytics({ getDataLayer: gate.get });

    analytics.sendPageType('product');
    analytics.track('popup18');
    expect(dataLayer).toEqual([]);
    expect(gate.granted).toBe(false);

    gate.grant();
    analytics.track('test_event');
    expect(dataLayer).toEqual([{ pageType: 'product' }, { event: 'popup18' }, { event: 'test_event' }]);
    gate.grant();
    expect(dataLayer).toHaveLength(3);
  });

  it('passes entries straight through when no consent is required', () => {
    const dataLayer: unknown[] = [];
    const gate = consentGatedDataLayer({ required: false, getDataLayer: () => dataLayer });
    createAnalytics({ getDataLayer: gate.get }).track('popup18');
    expect(dataLayer).toEqual([{ event: 'popup18' }]);
  });
});
