import type { Meta, StoryObj } from '@storybook/react-vite';
import { PURCHASE_SOURCE_LABELS, REVIEW, USAGE_TIME_LABELS, WISHLIST } from '@kwc/domain';
import { vars } from '@kwc/tokens';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { GuidedTour, type GuidedTourProps, type GuidedTourStep } from './GuidedTour';

const wishlistSteps: GuidedTourStep[] = [
  {
    title: 'Zapisuj ulubione kosmetyki',
    content: 'Kliknij serce, a produkt trafi do Twoich ulubionych. Nie musisz się nawet logować.',
    target: '[data-tour="wishlist-add"]',
    order: 1,
    group: 'wishlist',
  },
  {
    title: 'Twórz własne listy',
    content: `Pogrupuj produkty w maksymalnie ${WISHLIST.maxLists} list, np. „Pielęgnacja na zimę” albo „Do kupienia”.`,
    target: '[data-tour="wishlist-lists"]',
    order: 2,
    group: 'wishlist',
  },
  {
    title: 'Wszystko w jednym miejscu',
    content: 'Ulubione produkty znajdziesz zawsze w górnym menu, pod ikoną serca.',
    target: '[data-tour="wishlist-menu"]',
    order: 3,
    group: 'wishlist',
  },
];

// Deliberately out of order and mixed with the wishlist tour: the component sorts and filters.
const reviewSteps: GuidedTourStep[] = [
  {
    title: 'Skąd masz produkt?',
    content: 'Zaznacz źródło: drogeria, apteka, sklep internetowy, a może prezent.',
    target: '[data-tour="review-source"]',
    order: 4,
    group: 'add-review',
  },
  {
    title: 'Krótki, konkretny tytuł',
    content: `Tytuł najlepiej zmieścić w ${REVIEW.titleSuggestedMaxLength} znakach, np. „Nawilża na cały dzień”.`,
    target: '[data-tour="review-title"]',
    order: 1,
    group: 'add-review',
  },
  {
    title: 'Ile opakowań zużyto?',
    content: 'Liczba zużytych opakowań mówi innym, czy produkt sprawdza się na dłuższą metę.',
    target: '[data-tour="review-packages"]',
    order: 3,
    group: 'add-review',
  },
  {
    title: 'Jak długo używasz produktu?',
    content: `Regulamin społeczności wymaga co najmniej ${USAGE_TIME_LABELS.weeks_2_4} używania, zanim dodasz opinię.`,
    target: '[data-tour="review-usage"]',
    order: 2,
    group: 'add-review',
  },
];

const allSteps = [...wishlistSteps, ...reviewSteps];

/** Keeps the tour open until it is finished or closed, as the page (through the hooks) would. */
function TourStage({ page, ...props }: GuidedTourProps & { page: ReactNode }) {
  const [open, setOpen] = useState(props.open);
  // The dialog is portalled inside the story root so the axe check covers it too.
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {page}
      {open ? null : (
        <div style={{ padding: vars.space.lg, background: vars.color.surface, textAlign: 'center' }}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Pokaż przewodnik
          </Button>
        </div>
      )}
      <div ref={setPortal} />
      {portal ? (
        <GuidedTour
          {...props}
          open={open}
          container={portal}
          onFinish={() => {
            props.onFinish?.();
            setOpen(false);
          }}
          onClose={() => {
            props.onClose?.();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

const pageStyle: CSSProperties = { minHeight: '100vh', background: vars.color.surface, color: vars.color.text };
const cardStyle: CSSProperties = {
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
};

function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.md,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        background: vars.color.background,
        borderBottom: `1px solid ${vars.color.border}`,
      }}
    >
      <span
        style={{ fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.primary }}
      >
        KWC
      </span>
      {children}
    </header>
  );
}

function WishlistPage() {
  return (
    <div style={pageStyle}>
      <SiteHeader>
        <a
          href="#ulubione"
          data-tour="wishlist-menu"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: vars.space.xs,
            padding: `${vars.space.xs} ${vars.space.sm}`,
            color: vars.color.primary,
            fontWeight: 700,
            textDecoration: 'none',
          }}
        >
          <HeartIcon /> Ulubione
        </a>
      </SiteHeader>
      <main style={{ maxWidth: '60rem', margin: '0 auto', padding: vars.space.lg }}>
        <p style={{ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
          Kosmetyki › Pielęgnacja twarzy › Kremy do twarzy
        </p>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
            gap: vars.space.xl,
            alignItems: 'start',
          }}
        >
          <div
            aria-hidden="true"
            style={{
              aspectRatio: '4 / 3',
              borderRadius: vars.radius.lg,
              background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.secondarySoft})`,
            }}
          />
          <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' }}>
            <p
              style={{
                margin: 0,
                fontSize: vars.fontSize.sm,
                fontWeight: 700,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                color: vars.color.primary,
              }}
            >
              Hydra Bloom
            </p>
            <h1 style={{ margin: 0, fontSize: vars.fontSize['2xl'] }}>Krem nawilżający z kwasem hialuronowym</h1>
            <p style={{ margin: 0, color: vars.color.textMuted }}>Średnia ocena 4,6 z 128 opinii</p>
            <Button variant="secondary" data-tour="wishlist-add">
              <HeartIcon /> Dodaj do ulubionych
            </Button>
            <section data-tour="wishlist-lists" style={{ ...cardStyle, alignSelf: 'stretch' }}>
              <h2 style={{ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg }}>Twoje listy</h2>
              <ul style={{ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted }}>
                <li>Pielęgnacja na zimę · 6 produktów</li>
                <li>Do kupienia · 3 produkty</li>
              </ul>
            </section>
          </div>
        </div>
      </main>
    </div>
  );
}

const fieldStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: 700,
};
const inputStyle: CSSProperties = {
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 400,
};

function ReviewFormPage() {
  return (
    <div style={pageStyle}>
      <SiteHeader />
      <main style={{ maxWidth: '40rem', margin: '0 auto', padding: vars.space.lg }}>
        <h1 style={{ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize['2xl'] }}>Dodaj opinię</h1>
        <p style={{ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted }}>
          Hydra Bloom · Krem nawilżający z kwasem hialuronowym
        </p>
        <form style={{ ...cardStyle, display: 'flex', flexDirection: 'column', gap: vars.space.lg }}>
          <label style={fieldStyle} data-tour="review-title">
            Tytuł opinii
            <input style={inputStyle} type="text" defaultValue="Nawilża na cały dzień" />
          </label>
          <label style={fieldStyle} data-tour="review-usage">
            Jak długo używasz produktu?
            <select style={inputStyle} defaultValue="months_1_3">
              {Object.entries(USAGE_TIME_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label style={fieldStyle} data-tour="review-packages">
            Liczba zużytych opakowań
            <input style={inputStyle} type="number" min={0} defaultValue={2} />
          </label>
          <label style={fieldStyle} data-tour="review-source">
            Skąd masz produkt?
            <select style={inputStyle} defaultValue="drugstore">
              {Object.entries(PURCHASE_SOURCE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </form>
      </main>
    </div>
  );
}

function HeartIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The end state must be still for the screenshot: wait for the fade-in to finish. */
async function settle() {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

async function expectStep(canvasElement: HTMLElement, title: string, counter: string) {
  const dialog = await within(canvasElement).findByRole('dialog', { name: title });
  await expect(dialog).toHaveTextContent(counter);
  return dialog;
}

const meta = {
  title: 'Overlays/GuidedTour',
  component: GuidedTour,
  parameters: { layout: 'fullscreen' },
  args: {
    steps: allSteps,
    group: 'wishlist',
    open: true,
    onStepChange: fn(),
    onFinish: fn(),
    onClose: fn(),
  },
  render: (args) => <TourStage {...args} page={<WishlistPage />} />,
} satisfies Meta<typeof GuidedTour>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WishlistTour: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await expectStep(canvasElement, 'Zapisuj ulubione kosmetyki', 'Krok 1 z 3');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Dalej' })).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
    await settle();
    // Spec section 2: the dialog is at most 340 px wide, with 30 px of padding, by default.
    const style = getComputedStyle(dialog);
    await expect(style.maxWidth).toBe('340px');
    await expect([style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft]).toEqual([
      '30px',
      '30px',
      '30px',
      '30px',
    ]);
    // Where the screen has room (340 px and its 16 px margins), the dialog takes all 340.
    if (window.innerWidth >= 340 + 2 * 16) await expect(dialog.getBoundingClientRect().width).toBe(340);
  },
};

export const WishlistTourMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialStep: 1 },
  play: async ({ canvasElement }) => {
    const dialog = await expectStep(canvasElement, 'Twórz własne listy', 'Krok 2 z 3');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Wstecz' })).toBeVisible());
    await settle();
  },
};

export const WishlistTourDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { initialStep: 2 },
  play: async ({ canvasElement }) => {
    const dialog = await expectStep(canvasElement, 'Wszystko w jednym miejscu', 'Krok 3 z 3');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Koniec' })).toBeVisible());
    await settle();
  },
};

export const AddReviewTour: Story = {
  args: { group: 'add-review' },
  render: (args) => <TourStage {...args} page={<ReviewFormPage />} />,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Krótki, konkretny tytuł', 'Krok 1 z 4');
    await settle();
  },
};

export const MissingTarget: Story = {
  args: {
    steps: [
      wishlistSteps[0]!,
      { ...wishlistSteps[1]!, target: '[data-tour="nie-ma-takiego-elementu"]' },
      wishlistSteps[2]!,
    ],
    initialStep: 1,
  },
  play: async ({ canvasElement }) => {
    const dialog = await expectStep(canvasElement, 'Twórz własne listy', 'Krok 2 z 3');
    await expect(dialog).toHaveAttribute('data-placement', 'centre');
    await settle();
  },
};

export const KeyboardWalkthrough: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name });

    await step('Focus starts on Dalej', async () => {
      await expectStep(canvasElement, 'Zapisuj ulubione kosmetyki', 'Krok 1 z 3');
      await waitFor(() => expect(button('Dalej')).toHaveFocus());
    });
    await step('Dalej → Dalej', async () => {
      await userEvent.keyboard('{Enter}');
      await expectStep(canvasElement, 'Twórz własne listy', 'Krok 2 z 3');
      await userEvent.keyboard('{Enter}');
      await expectStep(canvasElement, 'Wszystko w jednym miejscu', 'Krok 3 z 3');
      await expect(button('Koniec')).toHaveFocus();
    });
    await step('Wstecz', async () => {
      await userEvent.tab({ shift: true });
      await expect(button('Wstecz')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expectStep(canvasElement, 'Twórz własne listy', 'Krok 2 z 3');
    });
    await step('Dalej → Koniec', async () => {
      await userEvent.tab();
      await expect(button('Dalej')).toHaveFocus();
      await userEvent.keyboard(' ');
      await expectStep(canvasElement, 'Wszystko w jednym miejscu', 'Krok 3 z 3');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await expect(args.onStepChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onStepChange).toHaveBeenNthCalledWith(2, 2);
    await expect(args.onStepChange).toHaveBeenNthCalledWith(3, 1);
    await expect(args.onStepChange).toHaveBeenNthCalledWith(4, 2);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await settle();
  },
};

export const ArrowKeysAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Zapisuj ulubione kosmetyki', 'Krok 1 z 3');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Dalej' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expectStep(canvasElement, 'Twórz własne listy', 'Krok 2 z 3');
    await userEvent.keyboard('{ArrowRight}');
    await expectStep(canvasElement, 'Wszystko w jednym miejscu', 'Krok 3 z 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expectStep(canvasElement, 'Twórz własne listy', 'Krok 2 z 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onFinish).not.toHaveBeenCalled();
    await settle();
  },
};
