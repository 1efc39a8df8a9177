import { describe, expect, it } from 'vitest';

import { isValidMonitoringServiceName } from './monitoring';

describe('monitoring service name', () => {
  it('allows letters, digits, space, underscore and hyphen only', () => {
    expect(isValidMonitoringServiceName('kwc site_SSR-2')).toBe(true);
    expect(isValidMonitoringServiceName('kwc.site')).toBe(false);
    expect(isValidMonitoringServiceName('kwc/site')).toBe(false);
    expect(isValidMonitoringServiceName('wizaż')).toBe(false);
    expect(isValidMonitoringServiceName('')).toBe(false);
  });
});
