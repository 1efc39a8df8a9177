/** Types an analytics event may declare for its parameters (spec section 5). */
export const EVENT_PARAMETER_TYPES = ['string', 'boolean', 'number', 'date'] as const;
export type EventParameterType = (typeof EVENT_PARAMETER_TYPES)[number];

/** What is wrong with one parameter of an analytics event. */
export interface EventParameterIssue {
  code: 'missing' | 'wrong_type' | 'unexpected';
  parameter: string;
  /** Developer-facing: analytics problems never reach users. */
  message: string;
}

export type EventParametersResult = { ok: true } | { ok: false; issues: EventParameterIssue[] };

function hasType(value: unknown, type: EventParameterType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return value instanceof Date && !Number.isNaN(value.getTime());
  }
}

/**
 * Checks an event's parameters against its declaration (spec section 5): every declared parameter is
 * present with its declared type, and the count matches, so an undeclared extra is reported too.
 */
export function validateEventParameters(
  declared: Readonly<Record<string, EventParameterType>>,
  parameters: Readonly<Record<string, unknown>>,
): EventParametersResult {
  const issues: EventParameterIssue[] = [];
  for (const [parameter, type] of Object.entries(declared)) {
    if (!Object.hasOwn(parameters, parameter) || parameters[parameter] === undefined) {
      issues.push({ code: 'missing', parameter, message: `Parameter "${parameter}" is missing` });
    } else if (!hasType(parameters[parameter], type)) {
      issues.push({ code: 'wrong_type', parameter, message: `Parameter "${parameter}" must be a ${type}` });
    }
  }
  for (const parameter of Object.keys(parameters)) {
    if (!Object.hasOwn(declared, parameter)) {
      issues.push({ code: 'unexpected', parameter, message: `Parameter "${parameter}" is not declared` });
    }
  }
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}

/**
 * Tracking events of spec section 7 with their parameters. ours: the parameter types, and the names
 * of the item-view and test events; the spec lists the parameters without types.
 */
export const ANALYTICS_EVENTS = {
  search: { search_term: 'string', hint: 'string' },
  popup18: {},
  popup18_log: {},
  potwierdzam18_tak: {},
  potwierdzam18_nie: {},
  experience_impression: { exp_variant_string: 'string' },
  item_view: { element: 'string', position: 'number', start_position: 'number', timer: 'number', sequence: 'number' },
  test_event: {},
} as const satisfies Record<string, Record<string, EventParameterType>>;

// A module of their own: every page's first view names its page type, and needs none of the checks.
export { ANALYTICS_PAGE_TYPES, type AnalyticsPageType } from './analytics-page-types';

/**
 * The `{hash}` events of spec section 7: an event named after the section anchor a visitor lands on
 * or moves to (`#opinie` → event `opinie`). ours: which anchors (the product page's sections).
 */
export const ANALYTICS_HASH_EVENTS = ['opis', 'skladniki', 'opinie', 'podobne-produkty', 'artykuly'] as const;
export type AnalyticsHashEvent = (typeof ANALYTICS_HASH_EVENTS)[number];

/** The `{hash}` event of a URL hash (`#opinie` or `opinie`), or `null` when it names no tracked anchor. */
export function hashEventOf(hash: string): AnalyticsHashEvent | null {
  const name = hash.replace(/^#/, '');
  return (ANALYTICS_HASH_EVENTS as readonly string[]).includes(name) ? (name as AnalyticsHashEvent) : null;
}
