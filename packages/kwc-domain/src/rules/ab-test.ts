import { DEFAULT_AB_SEGMENT } from '../constants';
import type { AbTest } from '../schemas';

// The cookie's codec is a module of its own: the layout reads the cookie in every first view.
import type { AbSegments } from './ab-cookie';

export { decodeAbCookie, encodeAbCookie, type AbSegments } from './ab-cookie';

export interface AbAssignmentInput {
  /** The A/B configuration. */
  tests: readonly AbTest[];
  /** Segments already assigned, as read from the `abconfig` cookie. */
  assigned: Readonly<AbSegments>;
  /** Current time in milliseconds since the epoch. */
  now: number;
  /** Source of random numbers in [0, 1); called once per segment drawn. */
  random: () => number;
  /** A test environment (detected by its header) always gets segment 'A'. */
  isTestEnvironment: boolean;
}

export interface AbAssignment {
  segments: AbSegments;
  /** Segments assigned by this call: one impression event each (spec section 4). */
  newlyAssigned: { testId: string; segment: string }[];
  /** When the `abconfig` cookie expires: the end of the first assigned test's window; `null` when none. */
  cookieExpiresAt: number | null;
}

/** Percentages are decimals in JSON; a sum of 99.99999999 still counts as 100. */
const PERCENT_EPSILON = 1e-9;

function drawSegment(segments: Readonly<Record<string, number>>, random: () => number): string {
  const entries = Object.entries(segments);
  const sum = entries.reduce((total, [, percentage]) => total + percentage, 0);
  if (Math.abs(sum - 100) > PERCENT_EPSILON) return DEFAULT_AB_SEGMENT;
  const point = random() * 100;
  let cumulative = 0;
  for (const [segment, percentage] of entries) {
    cumulative += percentage;
    if (point < cumulative) return segment;
  }
  // Rounding can leave the point just above the last bound: it belongs to the last non-empty segment.
  return entries.findLast(([, percentage]) => percentage > 0)?.[0] ?? DEFAULT_AB_SEGMENT;
}

/**
 * A/B segment assignment of spec section 4: a segment is drawn only inside the test's window and when
 * none is assigned; unknown or expired tests and unknown segments are dropped; percentages that do
 * not sum to 100, and a test environment, give 'A' (the default, always a known segment).
 */
export function assignAbSegments(input: AbAssignmentInput): AbAssignment {
  const segments: AbSegments = {};
  const newlyAssigned: AbAssignment['newlyAssigned'] = [];
  let cookieExpiresAt: number | null = null;

  for (const test of input.tests) {
    const from = Date.parse(test.duration.from);
    const to = Date.parse(test.duration.to);
    const expired = !(input.now < to);
    const inWindow = from <= input.now && !expired;
    const previous = Object.hasOwn(input.assigned, test.id) ? input.assigned[test.id] : undefined;
    const previousIsKnown =
      previous !== undefined && (previous === DEFAULT_AB_SEGMENT || Object.hasOwn(test.segments, previous));

    let segment: string | undefined;
    if (previousIsKnown && !expired) {
      segment = input.isTestEnvironment ? DEFAULT_AB_SEGMENT : previous;
    } else if (inWindow) {
      segment = input.isTestEnvironment ? DEFAULT_AB_SEGMENT : drawSegment(test.segments, input.random);
      newlyAssigned.push({ testId: test.id, segment });
    }
    if (segment === undefined) continue;
    segments[test.id] = segment;
    cookieExpiresAt ??= to;
  }
  return { segments, newlyAssigned, cookieExpiresAt };
}
