import type { UserSummary } from '@kwc/domain';
import { mediaQuery, vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentPropsWithRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { HideOnScroll } from '../HideOnScroll';
import { MobileSidebar } from '../MobileSidebar';
import { urodaFooterMenu } from '../private/fixtures/footerMenu.fixtures';
import { contextCategories, urodaMenu } from '../private/fixtures/menu.fixtures';
import { kremResults } from '../private/fixtures/search.fixtures';
import { SearchPanel } from '../SearchPanel';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

/** A router link stand-in: the story stays on its page when a link is followed. */
function StoryLink({ href, onClick, children, ...props }: ComponentPropsWithRef<'a'>) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

const isDesktop = () => window.matchMedia(mediaQuery('desktop')).matches;

/** Resolves when finite animations have ended, so a screenshot sees overlays settled. */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

/** Presses Tab until `target` has focus, as a keyboard user would walk to it. */
async function tabTo(target: HTMLElement, limit = 40) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

// A portrait placeholder drawn inline: stories load nothing from the network.
const avatarImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4c7d9"/><stop offset="1" stop-color="#b98bd1"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" opacity=".9"/><path d="M12 60c3-12 11-18 20-18s17 6 20 18z" fill="#fff" opacity=".9"/></svg>',
)}`;

const ania: UserSummary = { userId: 4021, username: 'ania.kosmetyczka', avatar: null, rank: 'Ekspertka' };
const marta: UserSummary = { userId: 977, username: 'Marta_W', avatar: avatarImage, rank: 'Recenzentka' };

type ShellProps = Pick<SiteHeaderProps, 'user' | 'wishlistCount' | 'currentHref'> & {
  /** Wraps the header in `HideOnScroll` with a long page under it, and the footer. */
  longPage?: boolean;
};

/**
 * The page shell as the site composes it: the header, the mobile sheet for the menu and for
 * search, one search phrase shared by the sheet and the desktop dropdown, and a page under them.
 */
function PageShell({ user, wishlistCount, currentHref, longPage = false }: ShellProps) {
  const [sheet, setSheet] = useState<{ open: boolean; mode: 'menu' | 'search' }>({ open: false, mode: 'menu' });
  const [searchOpen, setSearchOpen] = useState(false);
  const [phrase, setPhrase] = useState('');
  const [context, setContext] = useState(contextCategories[0] ?? null);

  const panel = (
    <SearchPanel
      value={phrase}
      onChange={setPhrase}
      results={phrase.trim().length >= 3 ? kremResults : []}
      onSubmit={fn()}
      onNavigate={() => {
        setSearchOpen(false);
        setSheet((current) => ({ ...current, open: false }));
      }}
      linkAs={StoryLink}
    />
  );

  const header = (
    <SiteHeader
      items={urodaMenu}
      user={user}
      wishlistCount={wishlistCount}
      currentHref={currentHref}
      linkAs={StoryLink}
      sticky={!longPage}
      menuOpen={sheet.open && sheet.mode === 'menu'}
      onMenuClick={() => setSheet({ open: true, mode: 'menu' })}
      onSearchClick={() => setSheet({ open: true, mode: 'search' })}
      searchPanel={panel}
      searchOpen={searchOpen}
      onSearchOpenChange={setSearchOpen}
    />
  );

  return (
    <>
      {longPage ? <HideOnScroll>{header}</HideOnScroll> : header}
      <MobileSidebar
        items={urodaMenu}
        open={sheet.open}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        mode={sheet.mode}
        contextCategory={context}
        contextCategories={contextCategories}
        onContextChange={setContext}
        linkAs={StoryLink}
        searchSlot={panel}
      />
      <main
        style={{
          maxWidth: vars.container.maxWidth,
          margin: '0 auto',
          padding: `${vars.space.xl} ${vars.container.gutter}`,
          boxSizing: 'border-box',
        }}
      >
        <h1 style={{ margin: 0, fontSize: vars.fontSize['3xl'], color: vars.color.text }}>Pielęgnacja twarzy</h1>
        <p style={{ color: vars.color.textMuted, maxWidth: '40rem' }}>
          Kremy, sera i maseczki ocenione przez użytkowniczki KWC. Sprawdź, co poleca społeczność, zanim wybierzesz
          kosmetyk dla siebie.
        </p>
        {longPage
          ? Array.from({ length: 16 }, (_, index) => (
              <p key={index} style={{ color: vars.color.text }}>
                Opinia {index + 1}: krem dobrze się wchłania, nie zostawia tłustej warstwy i ładnie pachnie. Po dwóch
                tygodniach skóra jest wyraźnie bardziej nawilżona.
              </p>
            ))
          : null}
      </main>
      {longPage ? <SiteFooter items={urodaFooterMenu} year={2026} linkAs={StoryLink} /> : null}
    </>
  );
}

const meta = {
  title: 'Navigation/SiteHeader',
  component: PageShell,
  args: { user: null, wishlistCount: 0 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    const logo = header.getByRole('link', { name: 'KWC – strona główna' });
    const wishlist = header.getByRole('link', { name: 'Ulubione' });
    const login = header.getByRole('link', { name: 'Zaloguj się' });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(wishlist).toHaveAttribute('href', '/wishlist');
    await expect(login).toHaveAttribute('href', '/konto/logowanie');

    if (isDesktop()) {
      // Desktop: logo, the search field, 'Ulubione', 'Zaloguj się', then the categories.
      await expect(header.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(logo).toHaveFocus();
      await userEvent.tab();
      await expect(header.getByRole('button', { name: /^Szukaj/ })).toHaveFocus();
      await userEvent.tab();
      await expect(wishlist).toHaveFocus();
      await userEvent.tab();
      await expect(login).toHaveFocus();
      await userEvent.tab();
      const nav = within(header.getByRole('navigation', { name: 'Kategorie' }));
      await expect(nav.getByRole('link', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
      // Only first-level nodes that lead somewhere: the wrapper 'Inspiracje' is not a link.
      await expect(nav.queryByRole('link', { name: 'Inspiracje' })).not.toBeInTheDocument();
      await expect(nav.queryByRole('link', { name: 'Dla mężczyzn' })).not.toBeInTheDocument();
    } else {
      // Phone: 'Menu', logo, the magnifier, 'Ulubione', 'Zaloguj się'; no category bar.
      await expect(header.queryByRole('navigation')).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(header.getByRole('button', { name: 'Menu' })).toHaveFocus();
      await userEvent.tab();
      await expect(logo).toHaveFocus();
      await userEvent.tab();
      await expect(header.getByRole('button', { name: 'Szukaj' })).toHaveFocus();
      await userEvent.tab();
      await expect(wishlist).toHaveFocus();
      await userEvent.tab();
      await expect(login).toHaveFocus();
    }
  },
};

export const SignedIn: Story = {
  args: { user: ania, wishlistCount: 3, currentHref: '/makijaz' },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    // The count is announced with its Polish plural.
    const wishlist = header.getByRole('link', { name: 'Ulubione, 3 produkty' });
    await expect(wishlist).toHaveTextContent('3');
    const account = header.getByRole('link', { name: 'Twoje konto: ania.kosmetyczka' });
    await expect(account).toHaveAttribute('href', '/konto/profil');
    await expect(header.queryByRole('link', { name: 'Zaloguj się' })).not.toBeInTheDocument();
    await tabTo(account);
    if (isDesktop()) {
      await expect(header.getByRole('link', { name: 'Makijaż' })).toHaveAttribute('aria-current', 'page');
      await userEvent.tab();
      await expect(header.getByRole('link', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
    }
  },
};

export const ManyFavourites: Story = {
  name: 'Many favourites, user with an avatar',
  args: { user: marta, wishlistCount: 128 },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    const wishlist = header.getByRole('link', { name: 'Ulubione, 128 produktów' });
    await expect(wishlist).toHaveTextContent('99+');
    await tabTo(wishlist);
    await userEvent.tab();
    await expect(header.getByRole('link', { name: 'Twoje konto: Marta_W' })).toHaveFocus();
  },
};

export const Search: Story = {
  name: 'Search: dropdown on desktop, sheet on a phone',
  args: { user: ania, wishlistCount: 3 },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    if (isDesktop()) {
      const trigger = header.getByRole('button', { name: /^Szukaj/ });
      await tabTo(trigger);
      await userEvent.keyboard('{Enter}');
      const dropdown = within(await screen.findByRole('dialog', { name: 'Szukaj' }));
      const field = dropdown.getByRole('searchbox', { name: 'Szukaj' });
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.keyboard('krem');
      await dropdown.findByRole('link', { name: 'Kremy do twarzy' });
      // Escape clears the phrase first, then closes the dropdown and focus returns to the field.
      await userEvent.keyboard('{Escape}');
      await expect(field).toHaveValue('');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(document.body.style.pointerEvents).toBe('');
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Szukaj' });
      await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveFocus());
      await userEvent.keyboard('krem{ArrowDown}{ArrowDown}');
      await expect(screen.getByRole('link', { name: 'Krem de la Krem' })).toHaveFocus();
    } else {
      const trigger = header.getByRole('button', { name: 'Szukaj' });
      await tabTo(trigger);
      await userEvent.keyboard('{Enter}');
      const sheet = within(await screen.findByRole('dialog', { name: 'Szukaj' }));
      await expect(sheet.getByRole('searchbox', { name: 'Szukaj' })).toHaveFocus();
      await userEvent.keyboard('krem');
      await sheet.findByRole('link', { name: 'Kremy do twarzy' });
    }
    await settled();
  },
};

export const MobileMenu: Story = {
  name: 'Menu: sheet on a phone, category bar on desktop',
  args: { user: ania, wishlistCount: 3, currentHref: '/pielegnacja-twarzy' },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    if (isDesktop()) {
      const nav = within(header.getByRole('navigation', { name: 'Kategorie' }));
      const current = nav.getByRole('link', { name: 'Pielęgnacja twarzy' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await tabTo(current);
      await userEvent.tab();
      await expect(nav.getByRole('link', { name: 'Makijaż' })).toHaveFocus();
      return;
    }
    const menu = header.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await tabTo(menu);
    await userEvent.keyboard('{Enter}');
    const sheet = within(await screen.findByRole('dialog', { name: 'Przeglądaj' }));
    await settled();
    await tabTo(sheet.getByRole('button', { name: 'Makijaż' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet.getByRole('heading', { level: 3, name: 'Makijaż' })).toHaveFocus());
    // Escape closes the sheet from any layer; focus goes back to 'Menu', the page is clickable.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
    await expect(document.body.style.pointerEvents).toBe('');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Przeglądaj' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
    await settled();
  },
};

export const WithHideOnScroll: Story = {
  name: 'In HideOnScroll, with the footer',
  args: { user: ania, wishlistCount: 3, longPage: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const bar = banner.parentElement as HTMLElement;
    // Past 360 px from the top and 120 px of scrolling down, the bar hides (spec section 2).
    window.scrollTo(0, 600);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    window.scrollTo(0, 400);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'false'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'false'));
    await settled();
  },
};
