// Preloaded into the site's server by the account journey (`node --import`): moves the server's
// clock by the milliseconds written in KWC_E2E_CLOCK_FILE, so an access token can expire for real
// while the browser's clock is moved the same way. Never used outside end-to-end tests.
import { readFileSync } from 'node:fs';

const file = process.env.KWC_E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  let readAt = 0;
  const currentOffset = () => {
    const now = RealDate.now();
    if (now - readAt > 50) {
      readAt = now;
      try {
        offset = Number(readFileSync(file, 'utf8')) || 0;
      } catch {
        offset = 0;
      }
    }
    return offset;
  };
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + currentOffset());
      else super(...args);
    }
    static now() {
      return RealDate.now() + currentOffset();
    }
  }
  globalThis.Date = ShiftedDate;
}
