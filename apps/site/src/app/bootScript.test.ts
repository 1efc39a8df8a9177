// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { bootScript } from './Document';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/**
 * Runs the boot script against a recording document, with paint entries, frames and timers
 * delivered by hand. `paintTiming: false` is a browser without paint timing.
 */
function runBoot(script: string, { paintTiming = true } = {}) {
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const observers: { callback: PaintCallback; options: unknown; connected: boolean }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
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
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script)(
    document,
    requestAnimationFrame,
    setTimeout,
    PerformanceObserver,
  );
  return { appended, frames, observers, paint, runTimers, drain };
}

describe('bootScript', () => {
  const assets = {
    css: ['/assets/style.css'],
    js: ['/assets/entry-client.js'],
    preload: ['/assets/HomePage.js', '/assets/common.js'],
  };
  const started = [
    { tag: 'script', type: 'module', src: '/assets/entry-client.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/HomePage.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/common.js' },
  ];

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
    const { appended, runTimers, drain } = runBoot(bootScript({ ...assets, preload: undefined }));
    runTimers(1000);
    drain();
    expect(appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry-client.js' }]);
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
