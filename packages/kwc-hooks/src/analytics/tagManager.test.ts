import { LOG_MESSAGES } from '@kwc/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { recordingLogger } from '../test/wrapper';
import { startTagManager } from './tagManager';

function setup() {
  const dataLayer: unknown[] = [];
  const { logger, errors, warnings } = recordingLogger();
  return { dataLayer, logger, errors, warnings, getDataLayer: () => dataLayer };
}

describe('startTagManager', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("logs '[Analytics]: GTM ID not set' without an id, and adds nothing", () => {
    const { logger, warnings, getDataLayer, dataLayer } = setup();

    expect(startTagManager({ id: undefined, logger, getDataLayer })).toBe(false);
    expect(startTagManager({ id: ' ', logger, getDataLayer })).toBe(false);

    expect(warnings).toEqual([[LOG_MESSAGES.gtmIdNotSet], [LOG_MESSAGES.gtmIdNotSet]]);
    expect(dataLayer).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('starts the data layer and adds the script once', () => {
    const { logger, getDataLayer, dataLayer } = setup();

    expect(startTagManager({ id: 'GTM-AB12CD', logger, getDataLayer, now: () => 1000 })).toBe(true);
    expect(startTagManager({ id: 'GTM-AB12CD', logger, getDataLayer, now: () => 2000 })).toBe(true);

    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(scripts[0]!.async).toBe(true);
    expect(dataLayer).toEqual([{ 'gtm.start': 1000, event: 'gtm.js' }]);
  });

  it("logs 'Failed to init GTM' for a malformed id, and when the script fails to load", () => {
    const { logger, errors, getDataLayer } = setup();

    expect(startTagManager({ id: 'gtm-lower', logger, getDataLayer })).toBe(false);
    expect(errors[0]![0]).toBe(LOG_MESSAGES.gtmInitFailed);
    expect(errors[0]![1]).toBeInstanceOf(TypeError);

    startTagManager({ id: 'GTM-XYZ', logger, getDataLayer });
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(errors[1]).toEqual([LOG_MESSAGES.gtmInitFailed]);
  });

  it("logs 'Failed to init GTM' where there is no document (the server)", () => {
    const { logger, errors } = setup();

    expect(startTagManager({ id: 'GTM-XYZ', logger, document: undefined, getDataLayer: () => null })).toBe(false);

    expect(errors[0]![0]).toBe(LOG_MESSAGES.gtmInitFailed);
  });
});

describe('startTagManager with a script address', () => {
  it('loads gtm.js from the address given (a local stand-in), not from Google', () => {
    const { logger, getDataLayer } = setup();
    expect(startTagManager({ id: 'GTM-AB12', logger, getDataLayer, scriptUrl: '/stand-in/gtm.js' })).toBe(true);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('/stand-in/gtm.js?id=GTM-AB12');
    document.head.innerHTML = '';
  });
});
