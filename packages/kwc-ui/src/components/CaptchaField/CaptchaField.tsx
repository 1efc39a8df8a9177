import { createElement, useEffect, useId, useRef, useState } from 'react';

import { Icon } from '../Icon';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import * as field from '../private/form/field.css';
import * as styles from './CaptchaField.css';

let widgetLoaded: Promise<unknown> | undefined;

/** Defines the `altcha-widget` element, once. */
export function loadCaptchaWidget(): Promise<unknown> {
  widgetLoaded ??= import('./altchaWidget');
  return widgetLoaded;
}

// No attribution link to altcha.org: the page makes no call and offers no link outside the site for it.
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true });

interface AltchaStateEvent extends Event {
  detail?: { state?: string; payload?: string };
}

export interface CaptchaFieldProps {
  /** Where the widget fetches its ALTCHA challenge, e.g. '/api/captcha/challenge' (our own API). */
  challengeUrl: string;
  /** Called with the solved challenge's payload (the request's `captcha`), or `null` when it expires or fails. */
  onChange: (payload: string | null) => void;
  /**
   * The hidden input's name, as a form sends it.
   * @default 'captcha'
   */
  name?: string;
  /** The Polish message of what is wrong (e.g. 'Potwierdź, że nie jesteś robotem'). */
  error?: string | undefined;
  /**
   * Changing it resets the widget to a fresh challenge (a challenge is spent on use: after a failed
   * submit the next one needs a new solution).
   */
  resetKey?: unknown;
  /** The id of the wrapper, which the error summary links to. */
  id?: string;
}

/**
 * The ALTCHA proof-of-work check (`altcha` web component) for registration and password reset. The
 * widget's code is fetched when the field mounts; the challenge comes from our API, nothing else is
 * called.
 */
export function CaptchaField({ challengeUrl, onChange, name = 'captcha', error, resetKey, id }: CaptchaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${generated}-captcha`;
  const [ready, setReady] = useState(false);
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let active = true;
    void loadCaptchaWidget().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateEvent).detail ?? {};
      if (state === 'verified' && payload) onChangeRef.current(payload);
      else if (state === 'expired' || state === 'error' || state === 'unverified') onChangeRef.current(null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [widget]);

  const errorId = `${fieldId}-error`;
  return (
    <div className={field.field} id={fieldId} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <span className={field.label}>{ACCOUNT_FORM_MESSAGES.captcha}</span>
      <div className={styles.widget}>
        {ready ? (
          createElement('altcha-widget', {
            key: String(resetKey ?? ''),
            ref: setWidget,
            challenge: challengeUrl,
            name,
            language: 'pl',
            configuration: WIDGET_CONFIGURATION,
          })
        ) : (
          <p className={styles.loading}>{ACCOUNT_FORM_MESSAGES.captchaLoading}</p>
        )}
      </div>
      {error ? (
        <p id={errorId} className={field.error}>
          <Icon name="error" size={18} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
