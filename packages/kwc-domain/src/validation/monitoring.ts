/**
 * Whether `name` may name the service to the monitoring agent: letters, digits, space, underscore
 * and hyphen only (spec section 9). The agent matches ASCII letters, so Polish letters are refused.
 */
export function isValidMonitoringServiceName(name: string): boolean {
  return /^[A-Za-z0-9 _-]+$/.test(name);
}
