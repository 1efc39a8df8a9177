import { EMPTY_REVIEW_FORM_VALUE, ReviewForm } from '@kwc/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { REVIEW_TOUR_STEPS } from './ReviewTour';

describe('the add-review tour', () => {
  it('points every step at a field of the review form, in order (a missing target centres the step)', () => {
    const html = renderToString(
      <ReviewForm
        value={EMPTY_REVIEW_FORM_VALUE}
        onChange={() => undefined}
        shops={[{ id: 1, name: 'Rossmann' }]}
        onSubmit={() => undefined}
        onSaveDraft={() => undefined}
        onUploadPhoto={() => new Promise(() => undefined)}
      />,
    );
    const orders = REVIEW_TOUR_STEPS.map((step) => step.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const step of REVIEW_TOUR_STEPS) {
      expect(step.target).toMatch(/^#[\w-]+$/);
      expect(html).toContain(`id="${step.target.slice(1)}"`);
    }
  });

  it('gives spec section 5 guidance: the 70-character title and the rules minimum usage time', () => {
    expect(REVIEW_TOUR_STEPS[0]!.content).toContain('70 znakach');
    expect(REVIEW_TOUR_STEPS[1]!.content).toContain('„2–4 tygodnie”');
  });
});
