import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';

import { breakpoints } from './breakpoints';
import { vars } from './contract.css';
import { tokens } from './tokens';

const meta = {
  title: 'Tokens/Overview',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page: CSSProperties = {
  maxWidth: vars.container.maxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.sans,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: vars.space['2xl'] }}>
      <h2 style={{ fontSize: vars.fontSize['2xl'], margin: `0 0 ${vars.space.md}` }}>{title}</h2>
      {children}
    </section>
  );
}

function luminance(hex: string): number {
  return [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
}

/** The label colour (dark text or white) with the better contrast on a swatch. */
function readableOn(hex: string): string {
  const background = luminance(hex);
  const contrast = (fg: string) => {
    const [hi, lo] = [luminance(fg), background].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  return contrast(tokens.color.text) >= contrast(tokens.color.onPrimary) ? tokens.color.text : tokens.color.onPrimary;
}

// The overlay colour is translucent: it is shown over the page in the overlay stories instead.
const swatches = Object.entries(tokens.color).filter(([name]) => name !== 'overlay');

export const Palette: Story = {
  render: () => (
    <main style={page}>
      <Section title="Kolory">
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: vars.space.sm,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {swatches.map(([name, value]) => (
            <li
              key={name}
              style={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                minHeight: 96,
                padding: vars.space.sm,
                borderRadius: vars.radius.md,
                border: `1px solid ${vars.color.border}`,
                background: value,
                color: readableOn(value),
                fontSize: vars.fontSize.sm,
              }}
            >
              <strong>{name}</strong>
              <code>{value}</code>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(swatches.length);
  },
};

export const Typography: Story = {
  render: () => (
    <main style={page}>
      <Section title="Krój pisma">
        <p style={{ fontFamily: vars.font.serif, fontSize: vars.fontSize['3xl'], fontWeight: 700, margin: 0 }}>
          Playfair Display — Zażółć gęślą jaźń
        </p>
        <p style={{ fontSize: vars.fontSize.xl, margin: `${vars.space.sm} 0 0` }}>
          DM Sans — Pchnąć w tę łódź jeża lub ośm skrzyń fig
        </p>
      </Section>
      <Section title="Skala">
        {Object.entries(tokens.fontSize)
          .reverse()
          .map(([name, size]) => (
            <p key={name} style={{ fontSize: size, margin: `0 0 ${vars.space.xs}`, lineHeight: 1.2 }}>
              <code style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginRight: vars.space.sm }}>
                {name} {size}
              </code>
              Krem nawilżający
            </p>
          ))}
      </Section>
    </main>
  ),
};

export const Spacing: Story = {
  render: () => (
    <main style={page}>
      <Section title="Odstępy">
        {Object.entries(tokens.space).map(([name, size]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginBottom: 6 }}>
            <code style={{ width: 96, fontSize: vars.fontSize.sm }}>
              {name} {size}
            </code>
            <span style={{ width: size, height: 16, background: vars.color.primary, borderRadius: 2 }} />
          </div>
        ))}
      </Section>
      <Section title="Zaokrąglenia i cienie">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md }}>
          {Object.entries(tokens.radius).map(([name, radius]) => (
            <div
              key={name}
              style={{
                width: 96,
                height: 72,
                display: 'grid',
                placeItems: 'center',
                borderRadius: radius,
                background: vars.color.surface,
                boxShadow: vars.shadow.md,
                fontSize: vars.fontSize.sm,
              }}
            >
              {name}
            </div>
          ))}
        </div>
      </Section>
      <Section title="Punkty przełamania">
        <p style={{ margin: 0 }}>
          {Object.entries(breakpoints)
            .map(([name, px]) => `${name} ${px} px`)
            .join(' · ')}{' '}
          — tablet od 640 px, desktop od 1024 px, kontener 1184 px.
        </p>
      </Section>
    </main>
  ),
};
