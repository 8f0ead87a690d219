import { measureFirstLoad, type FirstLoadSize } from './bundle-size.ts';
import { startCarebook } from './carebook-server.ts';
import { LIGHTHOUSE_GOAL, measureLighthouse, type LighthouseFigures } from './lighthouse.ts';

/** Issue 18's first-load goals: gzipped JavaScript a first visitor downloads (KB), per page. */
export const FIRST_LOAD_JS_GOAL_KB = { home: 130, services: 140 } as const;

const PAGES = [
  { key: 'home', label: 'business home', path: '/business/demo/main' },
  { key: 'services', label: 'services list', path: '/business/demo/main/services' },
] as const;

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const mark = (met: boolean) => (met ? 'pass' : 'FAIL');

function sizeRow(label: string, size: FirstLoadSize, goalKb: number): string {
  return `  ${label.padEnd(16)} JS ${fmt(size.jsGzipKb).padStart(6)} KB in ${String(size.jsFiles).padStart(2)} files   goal <= ${goalKb} KB: ${mark(size.jsGzipKb <= goalKb)}   CSS ${fmt(size.cssGzipKb)} KB in ${size.cssFiles} files`;
}

function lighthouseRow(label: string, figures: LighthouseFigures): string {
  const runs = figures.runs.map((run) => run.score).join(', ');
  return [
    `  ${label.padEnd(16)} score ${String(figures.score).padStart(3)}   goal >= ${LIGHTHOUSE_GOAL}: ${mark(figures.score >= LIGHTHOUSE_GOAL)}`,
    `FCP ${fmt(figures.fcpMs / 1000)} s, LCP ${fmt(figures.lcpMs / 1000)} s, TBT ${fmt(figures.tbtMs, 0)} ms, SI ${fmt(figures.speedIndexMs / 1000)} s, CLS ${fmt(figures.cls, 3)}`,
    `(median of ${figures.runs.length}: ${runs})`,
  ].join('   ');
}

/**
 * The first load of the business home and the services list on the built PWA (`dist`, or STATIC_DIR): the
 * gzipped JS and CSS a first visitor downloads, and Lighthouse's mobile performance score (simulated throttling,
 * median of BENCH_LIGHTHOUSE_RUNS runs, default 3), each beside its goal.
 */
export async function printFirstLoad(): Promise<void> {
  const carebook = await startCarebook();
  try {
    const sizes = [];
    for (const page of PAGES) sizes.push({ page, size: await measureFirstLoad(`${carebook.url}${page.path}`) });
    const scores = [];
    for (const page of PAGES) scores.push({ page, figures: await measureLighthouse(`${carebook.url}${page.path}`) });
    console.info(
      [
        '',
        'First load (gzip -9; headless Chromium, empty cache, no service worker)',
        ...sizes.map(({ page, size }) => sizeRow(page.label, size, FIRST_LOAD_JS_GOAL_KB[page.key])),
        '',
        "Lighthouse mobile performance (Lighthouse's default mobile run: simulated slow 4G and 4x CPU slowdown)",
        ...scores.map(({ page, figures }) => lighthouseRow(page.label, figures)),
        '',
      ].join('\n'),
    );
  } finally {
    await carebook.close();
  }
}
