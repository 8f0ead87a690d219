import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';

/** Lighthouse's mobile performance goal (issue 18). */
export const LIGHTHOUSE_GOAL = 95;

export type LighthouseRun = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
export type LighthouseFigures = LighthouseRun & { runs: LighthouseRun[] };

/** The run whose score is the median (its timings with it, so the row reads as one real run). */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const run = sorted[Math.floor(sorted.length / 2)];
  if (!run) throw new Error('no Lighthouse run');
  return run;
}

/**
 * Lighthouse's performance category on `pageUrl` as its default mobile run has it (Moto G Power emulation,
 * simulated slow-4G throttling and 4x CPU slowdown), in a fresh Chromium profile each time (empty cache, no
 * service worker), `runs` times; the median by score. Scores move with the machine's load, hence several runs.
 */
export async function measureLighthouse(pageUrl: string, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)): Promise<LighthouseFigures> {
  const results: LighthouseRun[] = [];
  // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is tried again, a few times.
  for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
    const run = await runOnce(pageUrl);
    if ('error' in run) console.warn(`[bench] Lighthouse run on ${pageUrl} failed: ${run.error}`);
    else results.push(run);
  }
  return { ...medianRun(results), runs: results };
}

async function runOnce(pageUrl: string): Promise<LighthouseRun | { error: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'carebook-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    userDataDir: profile,
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(pageUrl, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no result' };
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
