// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { bootScript } from './Document';
import { cachedWebFontsScript, WEB_FONTS_STORAGE_KEY, WEB_FONTS_STYLE_ID, type WebFonts } from './webFonts';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** A browser's font loading: each `load(font, text)` is recorded and settled by hand. */
function fakeFonts() {
  const loads: { font: string; text: string; settle: (ok: boolean) => void }[] = [];
  return {
    loads,
    api: {
      load: (font: string, text: string) =>
        new Promise((resolve, reject) => {
          loads.push({ font, text, settle: (ok) => (ok ? resolve([]) : reject(new Error('network'))) });
        }),
    },
  };
}

/** A localStorage of one string map; `failing` throws on every call (storage disabled). */
function fakeStorage(entries: Record<string, string> = {}, failing = false) {
  const check = () => {
    if (failing) throw new Error('SecurityError');
  };
  return {
    entries,
    getItem: (key: string) => (check(), entries[key] ?? null),
    setItem: (key: string, value: string) => (check(), (entries[key] = value)),
  };
}

/**
 * Runs the boot script against a recording document, with paint entries, frames and timers
 * delivered by hand. `paintTiming: false` is a browser without paint timing.
 */
function runBoot(
  script: string,
  {
    paintTiming = true,
    fonts,
    storage = fakeStorage(),
    appended = [],
    cookie = '',
  }: {
    cookie?: string;
    paintTiming?: boolean;
    fonts?: ReturnType<typeof fakeFonts>;
    storage?: ReturnType<typeof fakeStorage>;
    appended?: Record<string, string>[];
  } = {},
) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const observers: { callback: PaintCallback; options: unknown; connected: boolean }[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const document: Record<string, unknown> = {
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
    getElementById: (id: string) => appended.find((element) => element.id === id) ?? null,
    cookie,
    fonts: fonts?.api,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
      ),
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (run: () => void, delay: number) => timers.push({ run, delay });
  class PerformanceObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      if (!paintTiming) throw new TypeError('no paint timing');
      this.record = { callback, options: null, connected: true };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((candidate) => candidate.connected)) {
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.connected = false) },
      );
    }
  };
  /** Runs the timers of `delay` due now; returns how many ran. */
  const runTimers = (delay: number) => {
    let ran = 0;
    for (const timer of timers.splice(0)) {
      if (timer.delay === delay) {
        timer.run();
        ran += 1;
      } else timers.push(timer);
    }
    return ran;
  };
  /** Runs zero-delay timers, and those they set, until none is left; returns how many tasks ran. */
  const drain = () => {
    let tasks = 0;
    for (let ran = runTimers(0); ran > 0; ran = runTimers(0)) tasks += ran;
    return tasks;
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'localStorage', script)(
    document,
    requestAnimationFrame,
    setTimeout,
    PerformanceObserver,
    storage,
  );
  return { appended, frames, observers, paint, runTimers, drain, listeners, document };
}

describe('bootScript', () => {
  const assets = {
    css: ['/assets/style.css'],
    js: ['/assets/entry-client.js'],
    pageChunks: ['/assets/HomePage.js', '/assets/common.js'],
  };
  const started = [
    { tag: 'script', type: 'module', src: '/assets/entry-client.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/HomePage.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/common.js' },
  ];

  it('holds the first tap on a page control until the client takes it, and leaves links to the browser', () => {
    const control = { tag: 'button' };
    const region = { id: 'tresc', contains: (node: unknown) => node === control };
    const { listeners, document } = runBoot(bootScript(assets), { appended: [region as never] });
    const click = (target: object) => {
      const event = { target, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
      for (const listener of listeners.get('click') ?? []) listener(event);
      return event.defaultPrevented;
    };
    const inLink = { closest: (selector: string) => (selector === 'a' ? {} : control) };
    expect(click(inLink)).toBe(false);
    const onControl = { closest: (selector: string) => (selector === 'a' ? null : control) };
    expect(click(onControl)).toBe(true);
    // A control outside the page (the header's) is not held.
    expect(click({ closest: (selector: string) => (selector === 'a' ? null : { tag: 'input' }) })).toBe(false);
    const take = document.kwcEarlyTap as () => unknown;
    expect(take()).toBe(control);
    // Taken once: the listener is gone (the reviews links' one stays), and nothing is held any more.
    expect(listeners.get('click')).toHaveLength(1);
    expect(take()).toBeNull();
  });

  it('records a tap on a link that asks for the reviews, before and after the client takes over', () => {
    const storage = fakeStorage();
    const { listeners, document } = runBoot(bootScript(assets), { storage });
    const click = (link: object | null) => {
      const target = { closest: (selector: string) => (selector === 'a[data-scroll-to-reviews]' ? link : null) };
      for (const listener of listeners.get('click') ?? []) listener({ target, preventDefault: () => undefined });
    };
    click(null);
    expect(storage.entries).toEqual({});
    click({ tag: 'a' });
    expect(storage.entries).toEqual({ scrollToReviews: 'true' });
    delete storage.entries.scrollToReviews;
    (document.kwcEarlyTap as () => unknown)();
    click({ tag: 'a' });
    expect(storage.entries).toEqual({ scrollToReviews: 'true' });
    // Storage disabled: the tap goes on as a plain link.
    const failing = runBoot(bootScript(assets), { storage: fakeStorage({}, true) });
    expect(() => {
      for (const listener of failing.listeners.get('click') ?? [])
        listener({ target: { closest: () => ({ tag: 'a' }) }, preventDefault: () => undefined });
    }).not.toThrow();
  });

  it('requests nothing before the first contentful paint, then the entry and the chunks once', () => {
    const { appended, observers, paint, drain, runTimers } = runBoot(bootScript(assets));
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });

    paint('first-paint');
    drain();
    expect(appended).toEqual([]);

    paint('first-contentful-paint');
    expect(appended).toEqual([]);
    drain();
    expect(appended).toEqual(started);

    // The background-tab timer finds the client started.
    runTimers(1000);
    drain();
    expect(appended).toHaveLength(3);
  });

  it('adds one element per task, the entry module first', () => {
    const { appended, paint, runTimers } = runBoot(bootScript(assets));
    paint('first-contentful-paint');
    runTimers(0);
    expect(appended).toEqual(started.slice(0, 1));
    runTimers(0);
    expect(appended).toEqual(started.slice(0, 2));
    runTimers(0);
    expect(appended).toEqual(started);
  });

  it('waits two frames where the browser has no paint timing', () => {
    const { appended, frames, drain } = runBoot(bootScript(assets), { paintTiming: false });
    frames.shift()?.();
    drain();
    expect(appended).toEqual([]);
    frames.shift()?.();
    drain();
    expect(appended).toEqual(started);
  });

  it('starts a tab that paints nothing (opened in the background) from its timer', () => {
    const { appended, runTimers, drain } = runBoot(bootScript({ ...assets, pageChunks: undefined }));
    runTimers(1000);
    drain();
    expect(appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry-client.js' }]);
  });

  it("preloads the start-up reads' chunks for a returning visitor only, right after the entry", () => {
    const withReturning = {
      ...assets,
      returning: {
        cookies: ['kwc_anon', 'kwc_session'],
        preload: ['/assets/browserStartupReads.js', '/assets/common.js'],
      },
    };
    const startupReads = { tag: 'link', rel: 'modulepreload', href: '/assets/browserStartupReads.js' };
    // An anonymous id or a session.
    for (const cookie of ['theme=a; kwc_anon=5f0c; kwc_x=1', 'theme=a; kwc_session=h.p']) {
      const returning = runBoot(bootScript(withReturning), { cookie });
      returning.paint('first-contentful-paint');
      returning.drain();
      expect(returning.appended, cookie).toEqual([started[0], startupReads, ...started.slice(1)]);
    }

    for (const cookie of ['', 'theme=a', 'kwc_anonymous=1; kwc_anon_old=2']) {
      const first = runBoot(bootScript(withReturning), { cookie });
      first.paint('first-contentful-paint');
      first.drain();
      expect(first.appended, cookie).toEqual(started);
    }
  });

  it("leaves the page's chunks to the page when it hydrates on intent, unless the visitor is returning", () => {
    const onIntent = {
      ...assets,
      pageOnIntent: true,
      returning: {
        cookies: ['kwc_anon', 'kwc_session'],
        preload: ['/assets/browserStartupReads.js', '/assets/common.js'],
      },
    };
    const first = runBoot(bootScript(onIntent), { cookie: 'theme=a' });
    first.paint('first-contentful-paint');
    first.drain();
    expect(first.appended).toEqual(started.slice(0, 1));

    const returning = runBoot(bootScript(onIntent), { cookie: 'kwc_anon=5f0c' });
    returning.paint('first-contentful-paint');
    returning.drain();
    expect(returning.appended).toEqual([
      started[0],
      { tag: 'link', rel: 'modulepreload', href: '/assets/browserStartupReads.js' },
      ...started.slice(1),
    ]);
  });

  it('keeps asset names inside the script, whatever they contain', () => {
    const script = bootScript({ css: [], js: ['/assets/a</script><b>.js'] });
    expect(script).not.toContain('</script>');
    const { appended, runTimers, drain } = runBoot(script);
    runTimers(1000);
    drain();
    expect(appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/a</script><b>.js' }]);
  });
});

describe('web fonts after the first paint', () => {
  const fonts: WebFonts = {
    load: ['400 1em "DM Sans"', '700 1em "Playfair Display"'],
    files: ['/assets/dm-sans-400.woff2', '/assets/playfair-700.woff2'],
    fallbackCss: ':root{--kwc-font-sans:"DM Sans Fallback", Arial}',
    webCss: ':root{--kwc-font-sans:"DM Sans", "DM Sans Fallback", Arial}',
  };
  const assets = { css: ['/assets/style.css'], js: ['/assets/entry-client.js'], fonts };
  const switchedOn = { tag: 'style', id: WEB_FONTS_STYLE_ID, textContent: fonts.webCss };
  const switchedOff = { ...switchedOn, media: 'not all' };
  const settled = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));

  it('loads every font with the Polish letters at the first contentful paint, before the scripts, and adds their switch, off', async () => {
    const browserFonts = fakeFonts();
    const storage = fakeStorage();
    const { appended, paint, drain } = runBoot(bootScript(assets), { fonts: browserFonts, storage });
    expect(browserFonts.loads).toEqual([]);

    paint('first-contentful-paint');
    drain();
    expect(browserFonts.loads.map(({ font, text }) => [font, text])).toEqual([
      ['400 1em "DM Sans"', 'aą'],
      ['700 1em "Playfair Display"', 'aą'],
    ]);
    expect(appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry-client.js' }]);

    // Nothing changes until the last font is there.
    browserFonts.loads[0]?.settle(true);
    await settled();
    expect(appended).toHaveLength(1);
    expect(storage.entries).toEqual({});

    browserFonts.loads[1]?.settle(true);
    await settled();
    expect(appended.slice(1)).toEqual([switchedOff]);
    expect(storage.entries).toEqual({ [WEB_FONTS_STORAGE_KEY]: '1' });
  });

  it('stays in the stand-ins when a font fails to load', async () => {
    const browserFonts = fakeFonts();
    const storage = fakeStorage();
    const { appended, paint, drain } = runBoot(bootScript(assets), { fonts: browserFonts, storage });
    paint('first-contentful-paint');
    drain();
    browserFonts.loads[0]?.settle(true);
    browserFonts.loads[1]?.settle(false);
    await settled();
    expect(appended.filter((element) => element.tag === 'style')).toEqual([]);
    expect(storage.entries).toEqual({});
  });

  it('adds the switch even where storage is disabled, remembering nothing', async () => {
    const browserFonts = fakeFonts();
    const { appended, paint, drain } = runBoot(bootScript(assets), {
      fonts: browserFonts,
      storage: fakeStorage({}, true),
    });
    paint('first-contentful-paint');
    drain();
    for (const load of browserFonts.loads) load.settle(true);
    await settled();
    expect(appended.filter((element) => element.tag === 'style')).toEqual([switchedOff]);
  });

  it('preloads the fonts and uses them from the first paint in a browser that has loaded them before, and loads nothing after it', () => {
    const appended: Record<string, string>[] = [];
    const storage = fakeStorage({ [WEB_FONTS_STORAGE_KEY]: '1' });
    runBoot(cachedWebFontsScript(fonts), { storage, appended });
    const preload = { tag: 'link', rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' };
    expect(appended).toEqual([
      { ...preload, href: '/assets/dm-sans-400.woff2' },
      { ...preload, href: '/assets/playfair-700.woff2' },
      switchedOn,
    ]);

    const browserFonts = fakeFonts();
    const { paint, drain } = runBoot(bootScript(assets), { fonts: browserFonts, storage, appended });
    paint('first-contentful-paint');
    drain();
    expect(browserFonts.loads).toEqual([]);
    expect(appended.filter((element) => element.tag === 'style')).toEqual([switchedOn]);
  });

  it('leaves a first visit, or a browser without storage, in the stand-ins until the fonts have loaded', () => {
    for (const storage of [fakeStorage(), fakeStorage({ [WEB_FONTS_STORAGE_KEY]: '1' }, true)]) {
      const { appended } = runBoot(cachedWebFontsScript(fonts), { storage });
      expect(appended).toEqual([]);
    }
  });

  it('does nothing about fonts in a browser without the font loading API', () => {
    const { appended, paint, drain } = runBoot(bootScript(assets));
    paint('first-contentful-paint');
    drain();
    expect(appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry-client.js' }]);
  });
});
