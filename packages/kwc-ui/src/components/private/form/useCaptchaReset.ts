import { useState } from 'react';

/**
 * Clears the form's captcha value when `resetKey` changes: a challenge is spent on use, so after an
 * answer from the server the widget starts again and the old payload must not be sent twice.
 */
export function useCaptchaReset(resetKey: unknown, clear: () => void): void {
  const [seen, setSeen] = useState(resetKey);
  if (!Object.is(seen, resetKey)) {
    setSeen(resetKey);
    clear();
  }
}
