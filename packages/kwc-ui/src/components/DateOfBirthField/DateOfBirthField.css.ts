import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const parts = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end' });

export const day = style({ flex: '0 0 4.5rem' });

export const month = style({ flex: '1 1 auto' });

export const year = style({ flex: '0 0 6rem' });

export const select = style({
  appearance: 'none',
  // The chevron of the native select, drawn in the text colour so it stays visible.
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.text} 50%), linear-gradient(135deg, ${vars.color.text} 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 13px) 50%',
  backgroundSize: '5px 5px',
  backgroundRepeat: 'no-repeat',
  paddingRight: vars.space.xl,
});
