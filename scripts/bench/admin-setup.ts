/**
 * Issue 16's bench figure: the time a new clinic takes to set up, as its browser test measures it
 * (tests/e2e/admin-setup.spec.ts: from an empty database, `npm run admin:create`, then the platform console and the
 * admin console in Chromium, through the provider's working hours; then a client's sign-up and booking). The test
 * writes its figures to ADMIN_SETUP_RESULT_FILE; `npm run bench` (BENCH_ONLY part adminSetup) prints them with when
 * they were measured. The bench does not run the browser test itself: it is a browser test's figure, and running
 * it again here would add a minute of Chromium for a number the last test run already holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ADMIN_SETUP_RESULT_FILE = resolve('bench-results', 'admin-setup.json');

export type AdminSetupResult = {
  measuredAt: string;
  /** `npm run admin:create` on the empty database (migrations included). */
  adminCreateMs: number;
  /** The test's own server starting (not part of the set-up). */
  serverStartMs: number;
  /** admin:create plus every browser step from the operator's sign-in to the provider's saved hours. */
  setupMs: number;
  /** The client's sign-up, pre-assessment, booking and payment, and the booking read in Spanish. */
  clientMs: number;
  phases: { name: string; ms: number }[];
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printAdminSetup(): void {
  const title = 'Clinic set-up from an empty database (issue 16), as tests/e2e/admin-setup.spec.ts measured it';
  if (!existsSync(ADMIN_SETUP_RESULT_FILE)) {
    console.info(`${title}\n  not measured yet: run \`flock /tmp/e2e.lock sh -c 'npm run build && npx playwright test tests/e2e/admin-setup.spec.ts'\`\n`);
    return;
  }
  const result = JSON.parse(readFileSync(ADMIN_SETUP_RESULT_FILE, 'utf8')) as AdminSetupResult;
  console.info(
    [
      `${title} (measured ${result.measuredAt})`,
      `  whole set-up (admin:create to the provider's hours)  ${seconds(result.setupMs)}`,
      `    ${'npm run admin:create'.padEnd(50)} ${seconds(result.adminCreateMs)}`,
      ...result.phases.filter((p) => !p.name.startsWith('client')).map((p) => `    ${p.name.padEnd(50)} ${seconds(p.ms)}`),
      `  a client signs up and books it in Spanish             ${seconds(result.clientMs)}`,
      ...result.phases.filter((p) => p.name.startsWith('client')).map((p) => `    ${p.name.padEnd(50)} ${seconds(p.ms)}`),
      `  (the test's own server started in ${seconds(result.serverStartMs)}, not counted)`,
      '',
    ].join('\n'),
  );
}
