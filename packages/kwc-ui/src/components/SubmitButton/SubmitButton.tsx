import type { ReactNode } from 'react';

import { Button, type ButtonProps } from '../Button';
import * as styles from './SubmitButton.css';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** The button's text. */
  children: ReactNode;
  /**
   * While the form is being sent: a spinner and `pendingLabel`; presses do nothing, and the button
   * keeps its focus (`aria-disabled`, not `disabled`, which would drop it).
   * @default false
   */
  pending?: boolean;
  /** The text while pending, e.g. 'Logowanie…'. */
  pendingLabel?: string;
}

/** A form's submit button with a pending state. */
export function SubmitButton({
  children,
  pending = false,
  pendingLabel,
  onClick,
  fullWidth = true,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type="submit"
      fullWidth={fullWidth}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
