import {
  ANALYTICS_EVENTS,
  FEATURE_FLAGS,
  hashEventOf,
  validateEventParameters,
  type AnalyticsPageType,
  type Breadcrumb,
  type EventParameterType,
} from '@kwc/domain';

import { consoleLogger, type Logger } from '../api/types';

type ParameterValue<T> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'date'
        ? Date
        : never;

/** The tracking events of spec section 7, as kwc-domain declares them. */
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

/** The parameters an event declares, typed: `search` takes `{ search_term: string; hint: string }`. */
export type AnalyticsEventParameters<E extends AnalyticsEventName> = {
  -readonly [K in keyof (typeof ANALYTICS_EVENTS)[E]]: ParameterValue<(typeof ANALYTICS_EVENTS)[E][K]>;
};

/** `track`'s arguments after the event name: none for events without parameters. */
export type AnalyticsTrackArguments<E extends AnalyticsEventName> = keyof (typeof ANALYTICS_EVENTS)[E] extends never
  ? []
  : [parameters: AnalyticsEventParameters<E>];

/** The ads context of spec section 7. */
export interface AdsContext {
  /** The page type, e.g. 'listing' or 'product'. */
  contentType: string;
  /** The brand slug, when the page has a brand. */
  marka: string | null;
  /** The numeric ids of the current category path, root first. */
  kategoria: number[];
}

export interface Analytics {
  /**
   * Pushes an event to the data layer once kwc-domain's `validateEventParameters` accepts its
   * parameters (spec section 5); an invalid event is logged and dropped. Returns whether it was pushed.
   */
  track<E extends AnalyticsEventName>(event: E, ...parameters: AnalyticsTrackArguments<E>): boolean;
  /** Pushes the ads context, only when the ads flag is on (spec section 7). Returns whether it was pushed. */
  sendAdsContext(context: AdsContext): boolean;
  /** Pushes a page view's page type (`{ pageType }`, spec section 9). Returns whether it was pushed. */
  sendPageType(pageType: AnalyticsPageType): boolean;
  /**
   * Pushes the `{hash}` event of a section anchor (`#opinie` → `{ event: 'opinie' }`, spec section 7);
   * any other hash is ignored. Returns whether it was pushed.
   */
  trackHash(hash: string): boolean;
}

export interface AnalyticsOptions {
  /**
   * The data layer to push to; `null` where there is none (the server).
   * @default `window.dataLayer`, created when missing
   */
  getDataLayer?: () => unknown[] | null;
  /** @default FEATURE_FLAGS.ads (on, spec section 9) */
  adsEnabled?: boolean;
  /** @default console */
  logger?: Logger;
}

/** The name of the data-layer event carrying the ads context. ours: the spec names none. */
export const ADS_CONTEXT_EVENT = 'ads_context';

/** `window.dataLayer`, created when missing; `null` on the server. */
export function browserDataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const host = window as Window & { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  return host.dataLayer;
}

/** A data layer that holds what is pushed until the visitor consents (see `consentGatedDataLayer`). */
export interface ConsentGatedDataLayer {
  /** The array to push to now: the held entries before consent, the real data layer after. */
  get(): unknown[] | null;
  /** Consent given: the held entries move to the real data layer, in order, and later ones go straight there. */
  grant(): void;
  readonly granted: boolean;
}

/**
 * Holds the data layer's entries until consent where a consent group is configured (nothing reaches
 * the tag manager before it); without a consent group, consent is not asked and entries go straight through.
 */
export function consentGatedDataLayer({
  required,
  getDataLayer = browserDataLayer,
}: {
  /** Whether consent is needed first (a consent-group id is configured). */
  required: boolean;
  getDataLayer?: () => unknown[] | null;
}): ConsentGatedDataLayer {
  const held: unknown[] = [];
  let granted = !required;
  return {
    get: () => (granted ? getDataLayer() : held),
    grant() {
      if (granted) return;
      granted = true;
      const dataLayer = getDataLayer();
      dataLayer?.push(...held.splice(0));
    },
    get granted() {
      return granted;
    },
  };
}

/** The ads context of a page from its breadcrumbs (root first) and brand. */
export function adsContextOf(input: {
  contentType: string;
  brandSlug?: string | null;
  breadcrumbs?: readonly Pick<Breadcrumb, 'id'>[];
}): AdsContext {
  return {
    contentType: input.contentType,
    marka: input.brandSlug ?? null,
    kategoria: (input.breadcrumbs ?? []).map((crumb) => crumb.id),
  };
}

/** Creates the typed event API. Nothing touches `window` until an event is pushed. */
export function createAnalytics({
  getDataLayer = browserDataLayer,
  adsEnabled = FEATURE_FLAGS.ads,
  logger = consoleLogger,
}: AnalyticsOptions = {}): Analytics {
  return {
    track(event, ...args) {
      const parameters: Record<string, unknown> = args[0] ?? {};
      const declared: Readonly<Record<string, EventParameterType>> = ANALYTICS_EVENTS[event];
      const check = validateEventParameters(declared, parameters);
      if (!check.ok) {
        logger.warn(`[Analytics]: event "${event}" dropped`, check.issues);
        return false;
      }
      const dataLayer = getDataLayer();
      if (!dataLayer) return false;
      const payload: Record<string, unknown> = { event };
      for (const [name, value] of Object.entries(parameters)) {
        payload[name] = value instanceof Date ? value.toISOString() : value;
      }
      dataLayer.push(payload);
      return true;
    },
    sendAdsContext(context) {
      if (!adsEnabled) return false;
      const dataLayer = getDataLayer();
      if (!dataLayer) return false;
      dataLayer.push({ event: ADS_CONTEXT_EVENT, ...context, kategoria: [...context.kategoria] });
      return true;
    },
    sendPageType(pageType) {
      const dataLayer = getDataLayer();
      if (!dataLayer) return false;
      dataLayer.push({ pageType });
      return true;
    },
    trackHash(hash) {
      const event = hashEventOf(hash);
      const dataLayer = event === null ? null : getDataLayer();
      if (!dataLayer) return false;
      dataLayer.push({ event });
      return true;
    },
  };
}
