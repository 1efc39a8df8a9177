import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProfileCard, socialLinkHref } from './ProfileCard';
import { DEFAULT_AVATAR_SRC, UserBadge } from './UserBadge';

const counters = { reviews: 5, notes_plus: 2, hits: 22, followers: 1, followed: 12 };

describe('socialLinkHref', () => {
  it('builds network URLs from handles', () => {
    expect(socialLinkHref('instagram', 'ania.pieknie')).toBe('https://www.instagram.com/ania.pieknie');
    expect(socialLinkHref('instagram', '@ania')).toBe('https://www.instagram.com/ania');
    expect(socialLinkHref('tiktok', 'ania')).toBe('https://www.tiktok.com/@ania');
    expect(socialLinkHref('youtube', '@Ania')).toBe('https://www.youtube.com/@Ania');
    expect(socialLinkHref('facebook', 'ania.kowalska')).toBe('https://www.facebook.com/ania.kowalska');
  });

  it('keeps http(s) URLs and drops anything else', () => {
    expect(socialLinkHref('facebook', 'https://facebook.com/ania')).toBe('https://facebook.com/ania');
    expect(socialLinkHref('facebook', 'javascript:alert(1)')).toBeNull();
    expect(socialLinkHref('facebook', 'ania kowalska')).toBeNull();
    expect(socialLinkHref('facebook', '  ')).toBeNull();
    expect(socialLinkHref('facebook', null)).toBeNull();
  });
});

describe('ProfileCard', () => {
  it('shows username, rank and counters with Polish plurals', () => {
    render(<ProfileCard user={{ username: 'ania', avatar: null, rank: 'Ekspertka' }} counters={counters} />);
    expect(screen.getByRole('heading', { level: 2, name: 'ania' })).toBeInTheDocument();
    expect(screen.getByText('Ekspertka')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Statystyki' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 opinii', '2 pochwały', '22 HITy', '1 obserwujący', '12 obserwowanych']);
  });

  it('links counters to profile sections and social profiles in a new tab', () => {
    render(
      <ProfileCard
        user={{ username: 'ania', avatar: '/a.webp', rank: 'Ekspertka' }}
        counters={counters}
        counterHrefs={{ reviews: '/profil/42/opinie' }}
        socialLinks={{ instagram: 'ania', facebook: null, tiktok: '', youtube: null }}
      />,
    );
    expect(screen.getByRole('link', { name: '5 opinii' })).toHaveAttribute('href', '/profil/42/opinie');
    const social = within(screen.getByRole('list', { name: 'Media społecznościowe' })).getAllByRole('link');
    expect(social).toHaveLength(1);
    expect(social[0]).toHaveAccessibleName('Instagram (otwiera się w nowej karcie)');
    expect(social[0]).toHaveAttribute('target', '_blank');
    expect(social[0]).toHaveAttribute('rel', 'noopener noreferrer me');
  });
});

describe('UserBadge', () => {
  it('shows the default avatar when the user has none', () => {
    const { container } = render(<UserBadge user={{ username: 'kasia', avatar: null, rank: 'Debiutantka' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the username to the profile', () => {
    render(<UserBadge user={{ username: 'kasia', avatar: '/k.webp', rank: 'Debiutantka' }} href="/profil/7" />);
    expect(screen.getByRole('link', { name: 'kasia' })).toHaveAttribute('href', '/profil/7');
  });
});
