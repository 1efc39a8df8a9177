import { REVIEW_MESSAGES, VALIDATION_MESSAGES } from '@kwc/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { fakeUpload, FILLED_REVIEW, REVIEW_FORM_SHOPS, REVIEW_REMARKS } from './ReviewForm.fixtures';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';
import { EMPTY_REVIEW_FORM_VALUE } from './reviewFormValue';

function Form(props: Partial<ReviewFormProps>) {
  const [value, setValue] = useState(props.value ?? EMPTY_REVIEW_FORM_VALUE);
  return (
    <ReviewForm
      shops={REVIEW_FORM_SHOPS}
      onSubmit={() => undefined}
      onSaveDraft={() => undefined}
      onUploadPhoto={fakeUpload}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

describe('ReviewForm', () => {
  it('checks with the schema on submit: Polish errors per field, nothing sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Wyślij do moderacji' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup', { name: 'Twoja ocena' })).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.invalidRating,
    );
    expect(screen.getByLabelText('Twoja opinia')).toHaveAttribute('aria-invalid', 'true');
    // Typing in a field clears its error.
    await user.type(screen.getByLabelText('Tytuł opinii'), 'Dobry');
    expect(screen.getByLabelText('Tytuł opinii')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the checked input of a filled form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form value={FILLED_REVIEW} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Wyślij do moderacji' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ rating: 4, shopId: 1, cons: null, photoIds: [], purchaseSource: 'drugstore' }),
    );
  });

  it("shows the API's field errors, the save state and the moderator's remarks", () => {
    render(
      <Form
        value={FILLED_REVIEW}
        errors={{ shopId: REVIEW_MESSAGES.unknownShop }}
        saveState="saved"
        remarks={REVIEW_REMARKS}
      />,
    );
    expect(screen.getByLabelText('Sklep')).toHaveAccessibleDescription(REVIEW_MESSAGES.unknownShop);
    expect(screen.getByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
    const remarks = screen.getByRole('complementary', { name: 'Uwagi moderatora' });
    expect(within(remarks).getByText('Za mało o działaniu produktu')).toBeInTheDocument();
  });
});
