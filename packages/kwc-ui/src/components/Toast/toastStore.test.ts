import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createToastStore, toast } from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createToastStore', () => {
  it('adds toasts of each kind, oldest first, with the spec duration', () => {
    const store = createToastStore();
    store.success('a');
    store.info('b');
    store.warning('c');
    store.error('d', { title: 'Uwaga', duration: 1000 });
    expect(store.getSnapshot().map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'a'],
      ['info', 'b'],
      ['warning', 'c'],
      ['error', 'd'],
    ]);
    expect(store.getSnapshot()[0]).toMatchObject({ duration: 5000, open: true });
    expect(store.getSnapshot()[3]).toMatchObject({ title: 'Uwaga', duration: 1000 });
  });

  it('notifies subscribers with a new snapshot and stops after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.info('x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
    store.info('y');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('returns ids, dismisses one toast with a 300 ms collapse, or all of them', () => {
    const store = createToastStore();
    const first = store.info('1');
    store.info('2');
    store.dismiss(first);
    expect(store.getSnapshot().map((item) => item.open)).toEqual([false, true]);
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['2']);

    store.info('3');
    store.dismiss();
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('clears at once and cancels pending removals', () => {
    const store = createToastStore();
    store.success('1');
    store.dismiss();
    store.clear();
    expect(store.getSnapshot()).toHaveLength(0);
    store.success('2');
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['2']);
  });

  it('replaces a toast with the same id in place and keeps it when the old one would have left', () => {
    const store = createToastStore();
    store.info('a');
    store.error('stary', { id: 'api' });
    store.dismiss('api');
    store.error('nowy', { id: 'api' });
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot().map(({ id, message, open }) => [id, message, open])).toEqual([
      ['toast-1', 'a', true],
      ['api', 'nowy', true],
    ]);
  });

  it('keeps stores apart and shows nothing on the server', () => {
    const one = createToastStore();
    const two = createToastStore();
    one.info('tylko tu');
    expect(two.getSnapshot()).toHaveLength(0);
    expect(one.getServerSnapshot()).toHaveLength(0);
  });

  it('exposes a shared store whose methods work detached', () => {
    const { error, clear } = toast;
    error('Wystąpił nieoczekiwany błąd');
    expect(toast.getSnapshot().at(-1)?.message).toBe('Wystąpił nieoczekiwany błąd');
    clear();
    expect(toast.getSnapshot()).toHaveLength(0);
  });
});
