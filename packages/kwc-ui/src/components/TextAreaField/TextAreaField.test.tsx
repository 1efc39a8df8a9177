import { REVIEW_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { TextAreaField, textCounter } from './TextAreaField';

function Title({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextAreaField
      label="Tytuł"
      name="title"
      value={value}
      onChange={setValue}
      maxLength={150}
      softLimit={70}
      softLimitHint={REVIEW_MESSAGES.titleOverHint}
    />
  );
}

describe('textCounter', () => {
  it('counts down to the minimum, then against the maximum', () => {
    expect(textCounter(40, 100, 10000)).toBe('40 / min. 100 znaków');
    expect(textCounter(100, 100, 10000)).toBe('100 / 10000');
    expect(textCounter(3)).toBe('3 znaków');
  });
});

describe('TextAreaField', () => {
  it('shows the soft-limit hint past 70 characters and describes the field with it', async () => {
    const user = userEvent.setup();
    render(<Title initial={'a'.repeat(70)} />);
    const box = screen.getByLabelText('Tytuł');
    expect(screen.queryByText(REVIEW_MESSAGES.titleOverHint)).toBeNull();
    await user.type(box, 'b');
    expect(box).toHaveAccessibleDescription(REVIEW_MESSAGES.titleOverHint);
    expect(screen.getByText('71 / 150')).toBeInTheDocument();
  });

  it('ties the error to the textarea', () => {
    render(<TextAreaField label="Treść" name="body" value="" error={REVIEW_MESSAGES.bodyTooShort} minLength={100} />);
    const box = screen.getByLabelText('Treść');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(REVIEW_MESSAGES.bodyTooShort);
    expect(screen.getByText('0 / min. 100 znaków')).toBeInTheDocument();
  });
});
