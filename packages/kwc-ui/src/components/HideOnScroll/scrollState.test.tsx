import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HideOnScroll } from './HideOnScroll';
import { initialHideOnScrollState, nextHideOnScrollState, type HideOnScrollState } from './scrollState';

function scrollThrough(positions: number[], state: HideOnScrollState = initialHideOnScrollState()) {
  return positions.reduce((current, y) => nextHideOnScrollState(current, y), state);
}

describe('nextHideOnScrollState', () => {
  it('stays visible near the top however far one scrolls down', () => {
    expect(scrollThrough([100, 200, 300, 360]).hidden).toBe(false);
  });

  it('hides after 120 px of scrolling down once past 360 px', () => {
    expect(scrollThrough([500], initialHideOnScrollState(400)).hidden).toBe(false);
    expect(scrollThrough([500, 519], initialHideOnScrollState(400)).hidden).toBe(false);
    expect(scrollThrough([500, 520], initialHideOnScrollState(400)).hidden).toBe(true);
    // A run that starts near the top counts once the page is past the top offset.
    expect(scrollThrough([250, 380]).hidden).toBe(true);
  });

  it('shows again after 120 px of scrolling up, not after a small jiggle', () => {
    const hidden = scrollThrough([1000, 1200]);
    expect(hidden.hidden).toBe(true);
    expect(scrollThrough([1150, 1190, 1100], hidden).hidden).toBe(true);
    expect(scrollThrough([1150, 1030], hidden).hidden).toBe(false);
  });

  it('shows at once when the page is scrolled back to the top', () => {
    const hidden = scrollThrough([2000, 2400]);
    expect(nextHideOnScrollState(hidden, 300).hidden).toBe(false);
  });
});

describe('HideOnScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('slides the bar away on scroll down and back on scroll up', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(
      <HideOnScroll>
        <nav aria-label="Menu główne" />
      </HideOnScroll>,
    );
    const bar = screen.getByRole('navigation').parentElement!;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
        frames.splice(0).forEach((frame) => frame(0));
      });
    expect(bar).toHaveAttribute('data-hidden', 'false');
    scrollTo(800);
    expect(bar).toHaveAttribute('data-hidden', 'true');
    scrollTo(600);
    expect(bar).toHaveAttribute('data-hidden', 'false');
  });
});
