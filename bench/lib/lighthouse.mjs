// One Lighthouse performance run (mobile preset, simulated throttling) in a Chromium of its own:
// the diagnosis tools' shared start.
import lighthouse from 'lighthouse';

import { launchChromium } from './chromium.mjs';

/** Runs Lighthouse's performance category on `url`; `settings` are added to its flags. */
export async function lighthousePerformance(url, { port, settings = {} }) {
  const chromium = await launchChromium({ port });
  try {
    return await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...settings,
    });
  } finally {
    await chromium.close();
  }
}

/** A Lighthouse metric, rounded (ms for the timings). */
export const metricOf = (result, id) => Math.round(result.lhr.audits[id].numericValue);
