import { expect, test } from '@playwright/test';
import { measureFirstLoad } from '../../scripts/bench/bundle-size.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 18's guard (a size, not a timing): the gzipped JS a first visitor of the business home and the services
// list downloads, computed from the build under test, stays under its budget. The budgets are issue 18's goals
// (130 KB and 140 KB), which the production build on Preact meets (vite.config.ts; a build with
// CAREBOOK_RUNTIME=react, React DOM's 62 KB, does not). Staff areas, the call and the progress chart must stay out of
// it (route-level lazy loading).
const BUDGET_KB = { home: 130, services: 140 } as const;

test.describe('first-load budget (issue 18)', () => {
  test.skip(({ isMobile }) => isMobile, 'the sizes do not depend on the screen; one run covers it');

  test('the business home and the services list stay under their JS budgets', async ({ baseURL }) => {
    const home = await measureFirstLoad(`${baseURL}${DEMO_BUSINESS_PATH}`);
    const services = await measureFirstLoad(`${baseURL}${DEMO_BUSINESS_PATH}/services`);
    test.info().annotations.push({ type: 'first-load JS (KB gzip)', description: JSON.stringify({ home: home.jsGzipKb.toFixed(1), services: services.jsGzipKb.toFixed(1) }) });
    expect(home.jsGzipKb, `business home first-load JS: ${home.jsGzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB.home);
    expect(services.jsGzipKb, `services list first-load JS: ${services.jsGzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB.services);
  });
});
