import { REVIEW_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { decisionProblem, ModerationDecisionForm } from './ModerationDecisionForm';

describe('decisionProblem', () => {
  it('asks request-changes for fixable codes only and reject for final ones only', () => {
    expect(decisionProblem('publish', [])).toBeNull();
    expect(decisionProblem('request_changes', [])).toEqual({
      group: 'fixable',
      message: REVIEW_MESSAGES.reasonsRequired,
    });
    expect(decisionProblem('request_changes', ['links', 'copied'])).toEqual({
      group: 'final',
      message: REVIEW_MESSAGES.reasonsKind,
    });
    expect(decisionProblem('request_changes', ['links'])).toBeNull();
    expect(decisionProblem('reject', ['links'])).toEqual({ group: 'final', message: REVIEW_MESSAGES.reasonsRequired });
    expect(decisionProblem('reject', ['copied'])).toBeNull();
    expect(decisionProblem('hide', [])).not.toBeNull();
    expect(decisionProblem('hide', ['links'])).toBeNull();
  });
});

describe('ModerationDecisionForm', () => {
  it('groups the codes, checks the kind and sends a valid decision', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn();
    render(<ModerationDecisionForm onDecide={onDecide} />);
    expect(screen.getByRole('group', { name: 'Do poprawy' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ostateczne' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ukryj' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odrzuć' }));
    expect(screen.getByText(REVIEW_MESSAGES.reasonsRequired)).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Kolejna opinia tej samej osoby o tym produkcie'));
    await user.click(screen.getByRole('button', { name: 'Odrzuć' }));
    expect(onDecide).toHaveBeenCalledWith({ decision: 'reject', reasonCodes: ['duplicate'], remark: null });
  });

  it('decides by key only with shortcuts on, never from the remark', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn();
    render(<ModerationDecisionForm onDecide={onDecide} shortcuts isPublished />);
    expect(screen.getByRole('button', { name: 'Ukryj' })).toHaveAttribute('aria-keyshortcuts', 'U');
    await user.type(screen.getByLabelText('Uwaga dla autorki (opcjonalnie)'), 'p');
    expect(onDecide).not.toHaveBeenCalled();
    await user.click(document.body);
    await user.keyboard('p');
    expect(onDecide).toHaveBeenCalledWith({ decision: 'publish', reasonCodes: [], remark: 'p' });
  });
});
