import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RatingStars } from './RatingStars';
import { RatingStarsInput } from './RatingStarsInput';

const meta = {
  title: 'Catalogue/RatingStars',
  component: RatingStars,
  args: { value: 4.3 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fractional: Story = {
  args: { value: 4.3, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ocena 4,3 na 5' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <RatingStars value={5} size="sm" showValue />
      <RatingStars value={3.5} size="md" showValue />
      <RatingStars value={4.8} size="lg" showValue />
      <RatingStars value={0} size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ocena 3,5 na 5' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Ocena 0 na 5' })).toBeInTheDocument();
  },
};

function ControlledInput({ initial, onChange }: { initial: number | null; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RatingStarsInput
      label="Twoja ocena"
      description="Oceń produkt w skali od 1 do 5 gwiazdek."
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The input: Tab into the group, arrows move and choose. */
export const Input: StoryObj<{ onChange: (value: number) => void }> = {
  args: { onChange: fn() },
  render: (args) => <ControlledInput initial={null} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Twoja ocena' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 gwiazdka' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 gwiazdki' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 gwiazdek' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '4 gwiazdki' })).toHaveFocus();
  },
};

export const InputInvalid: StoryObj = {
  render: () => <RatingStarsInput label="Twoja ocena" value={null} onChange={() => undefined} isRequired isInvalid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wybierz ocenę od 1 do 5')).toBeInTheDocument();
  },
};
