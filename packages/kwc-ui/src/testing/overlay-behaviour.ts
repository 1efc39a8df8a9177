import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

/** What the shared overlay suite needs to know about one overlay component. */
export interface OverlayBehaviourCase {
  /** Renders the overlay closed next to a button that opens it (a small harness in the test). */
  render: () => unknown;
  /** Accessible name of the button that opens the overlay. */
  triggerName: string | RegExp;
  /** Accessible name of the open dialog. */
  dialogName: string | RegExp;
  /** Whether Escape and a click outside close it. */
  dismissible: boolean;
  /**
   * Closes it as a visitor would (e.g. answers it). Required when it is not dismissible; a
   * dismissible overlay is closed with Escape.
   */
  close?: (user: UserEvent, dialog: HTMLElement) => Promise<void>;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
}

/** The focused element, as a test would describe it in a failure. */
function focused(): string {
  const element = document.activeElement;
  return element ? `${element.tagName.toLowerCase()} "${element.textContent ?? ''}"` : 'nothing';
}

function expectScrollLocked(locked: boolean) {
  // Radix's react-remove-scroll marks <body> and styles that mark with `overflow: hidden`.
  expect(document.body.hasAttribute('data-scroll-locked')).toBe(locked);
  if (locked) expect(getComputedStyle(document.body).overflow).toBe('hidden');
  else expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
}

/**
 * The behaviour every overlay shares (STYLE.md "Components"): it opens, focus moves inside, Tab
 * and Shift+Tab cycle within it, Escape and a click outside close it only when it is dismissible,
 * the page scroll is locked while it is open, and on close the lock goes, `<body>` takes pointer
 * events again (the Radix nested-layer trap) and focus returns to the trigger.
 */
export function describeOverlayBehaviour(name: string, overlay: OverlayBehaviourCase) {
  if (!overlay.dismissible && !overlay.close) {
    throw new Error(`${name}: an overlay that is not dismissible needs \`close\` for the suite to close it`);
  }

  async function open() {
    const user = userEvent.setup();
    overlay.render();
    const trigger = screen.getByRole('button', { name: overlay.triggerName });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: overlay.dialogName });
    return { user, trigger, dialog };
  }

  async function close(user: UserEvent, dialog: HTMLElement) {
    if (overlay.close) await overlay.close(user, dialog);
    else await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: overlay.dialogName })).not.toBeInTheDocument();
  }

  describe(`${name}: shared overlay behaviour`, () => {
    it('opens as a modal dialog with focus inside it', async () => {
      const { dialog } = await open();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog.contains(document.activeElement), `focus is on ${focused()}`).toBe(true);
    });

    it('keeps Tab and Shift+Tab inside the dialog, cycling through its controls', async () => {
      const { user, dialog } = await open();
      const tabbables = tabbablesIn(dialog);
      expect(tabbables.length).toBeGreaterThan(0);
      tabbables[0]?.focus();
      for (let i = 1; i <= tabbables.length; i++) {
        await user.tab();
        expect(dialog.contains(document.activeElement), `focus left the dialog for ${focused()}`).toBe(true);
      }
      // One full cycle later focus is back on the first control.
      expect(tabbables[0]).toHaveFocus();
      for (let i = 1; i <= tabbables.length; i++) {
        await user.tab({ shift: true });
        expect(dialog.contains(document.activeElement), `focus left the dialog for ${focused()}`).toBe(true);
      }
      expect(tabbables[0]).toHaveFocus();
    });

    if (overlay.dismissible) {
      it('closes on Escape', async () => {
        const { user } = await open();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog', { name: overlay.dialogName })).not.toBeInTheDocument();
      });

      it('closes on a click outside', async () => {
        const { dialog } = await open();
        // <body> has `pointer-events: none` while a Radix modal is open; the click lands on it anyway.
        const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
        await user.click(document.body);
        expect(dialog).not.toBeInTheDocument();
      });
    } else {
      it('stays open on Escape and on a click outside: it must be answered', async () => {
        const { user, dialog } = await open();
        await user.keyboard('{Escape}');
        expect(dialog).toBeInTheDocument();
        const outside = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
        await outside.click(document.body);
        expect(dialog).toBeInTheDocument();
        expect(within(dialog).queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
      });
    }

    it('locks the page scroll while open and releases it, and pointer events, on close', async () => {
      expectScrollLocked(false);
      const { user, dialog } = await open();
      expectScrollLocked(true);
      expect(document.body.style.pointerEvents).toBe('none');
      await close(user, dialog);
      expectScrollLocked(false);
      expect(document.body.style.pointerEvents).toBe('');
    });

    it('returns focus to the trigger on close', async () => {
      const { user, trigger, dialog } = await open();
      await close(user, dialog);
      expect(trigger).toHaveFocus();
    });
  });
}
