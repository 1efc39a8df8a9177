import {
  assignAbSegments,
  COOKIE_NAMES,
  decodeAbCookie,
  encodeAbCookie,
  HEADER_NAMES,
  type AbSegments,
  type AbTest,
} from '@kwc/domain';

import type { Analytics } from '../analytics/analytics';
import type { CookieStore } from '../storage/cookieStore';

/**
 * Whether a request comes from a test environment: it carries the test-environment header
 * (spec section 4), with any value but '0' or 'false'.
 */
export function isTestEnvironmentRequest(headers: Headers | Readonly<Record<string, string | undefined>>): boolean {
  const value =
    headers instanceof Headers ? headers.get(HEADER_NAMES.testEnvironment) : headers[HEADER_NAMES.testEnvironment];
  return value !== null && value !== undefined && value !== '0' && value.toLowerCase() !== 'false';
}

/** The experience_impression value of an assignment. ours: `test:segment`, like the cookie. */
export function experienceVariant(testId: string, segment: string): string {
  return `${testId}:${segment}`;
}

export interface ApplyAbAssignmentInput {
  tests: readonly AbTest[];
  cookies: CookieStore;
  isTestEnvironment: boolean;
  /** @default Date.now() */
  now?: number;
  /** @default Math.random */
  random?: () => number;
  /** Receives one experience_impression per new assignment. */
  analytics?: Pick<Analytics, 'track'>;
}

/**
 * Assigns A/B segments with kwc-domain's `assignAbSegments` and does the plumbing of spec section 4:
 * the `abconfig` cookie holds the assignment until the end of the first test's window (removed
 * when nothing is assigned), and each new assignment sends an experience_impression event.
 */
export function applyAbAssignment({
  tests,
  cookies,
  isTestEnvironment,
  now = Date.now(),
  random = Math.random,
  analytics,
}: ApplyAbAssignmentInput): AbSegments {
  const previous = cookies.get(COOKIE_NAMES.abConfig);
  const assignment = assignAbSegments({
    tests,
    assigned: decodeAbCookie(previous),
    now,
    random,
    isTestEnvironment,
  });
  if (assignment.cookieExpiresAt === null) {
    if (previous !== null) cookies.remove(COOKIE_NAMES.abConfig);
  } else {
    cookies.set(COOKIE_NAMES.abConfig, encodeAbCookie(assignment.segments), {
      expires: new Date(assignment.cookieExpiresAt),
    });
  }
  for (const { testId, segment } of assignment.newlyAssigned) {
    analytics?.track('experience_impression', { exp_variant_string: experienceVariant(testId, segment) });
  }
  return assignment.segments;
}
