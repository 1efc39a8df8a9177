import type { SocialNetwork } from './footerMenu';
import * as styles from './SiteFooter.css';

// Brand glyphs drawn for the footer only, in the icon set's style (24 × 24, stroke 1.75): they are
// not general-purpose icons, so they stay out of `Icon/icons.ts`.
const socialPaths: Record<SocialNetwork, string> = {
  facebook: 'M14.5 8H17V4.5h-2.5A4.5 4.5 0 0 0 10 9v2H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 1-1z',
  instagram:
    'M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4zM12 8.25a3.75 3.75 0 1 0 0 7.5 3.75 3.75 0 0 0 0-7.5zM17 6.9v.1',
  tiktok: 'M14 3.5v11a3.5 3.5 0 1 1-3.5-3.5M14 3.5c.5 2.6 2.3 4.2 5 4.4',
  youtube:
    'M3.2 8.3c.2-1.2 1.1-2 2.3-2.2C7.4 5.9 9.7 5.8 12 5.8s4.6.1 6.5.3c1.2.2 2.1 1 2.3 2.2.2 1.2.3 2.4.3 3.7s-.1 2.5-.3 3.7c-.2 1.2-1.1 2-2.3 2.2-1.9.2-4.2.3-6.5.3s-4.6-.1-6.5-.3c-1.2-.2-2.1-1-2.3-2.2-.2-1.2-.3-2.4-.3-3.7s.1-2.5.3-3.7zM10.2 9.2v5.6l4.6-2.8z',
  pinterest:
    'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17zM10.6 11.2c-.3-2.3 1-3.7 2.8-3.6 1.7.1 2.7 1.4 2.4 3.2-.3 1.9-1.5 3-2.9 2.8-.9-.1-1.5-.8-1.6-1.4M11.3 12.2L9.8 18.6',
};

/** The glyph of a social network, or the first letter of the link's title for one without a glyph. */
export function SocialIcon({ network, fallback }: { network: SocialNetwork | null; fallback: string }) {
  if (!network) {
    return (
      <span className={styles.socialLetter} aria-hidden="true">
        {fallback.slice(0, 1).toLocaleUpperCase('pl-PL')}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} fill="none" focusable="false" aria-hidden="true">
      <path
        d={socialPaths[network]}
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
