/**
 * Draws Carebook's mark (an open book with a care cross) as SVG and renders the PNG icons the manifest and
 * iOS need with headless Chromium. Run after changing the mark: `npx tsx scripts/generate-icons.ts`.
 * The PNGs are committed, so neither the build nor CI needs a browser for them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const THEME_COLOR = '#0f766e';
const PAGE_COLOR = '#ffffff';
const CROSS_COLOR = '#99f6e4';

/** The mark, drawn in a 512 box; it stays inside the maskable safe zone (a circle of radius 205 at the centre). */
const mark = `<g transform="translate(0 12)">
  <path fill="${PAGE_COLOR}" d="M244 212 C206 188 158 180 112 188 V376 C158 368 206 376 244 400 Z"/>
  <path fill="${PAGE_COLOR}" d="M268 212 C306 188 354 180 400 188 V376 C354 368 306 376 268 400 Z"/>
  <path fill="${CROSS_COLOR}" d="M240 88 h32 v36 h36 v32 h-36 v36 h-32 v-36 h-36 v-32 h36 Z"/></g>`;

/** Rounded tile with transparent corners: favicon and the "any" purpose icons. */
export function roundedIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${THEME_COLOR}"/>${mark}</svg>`;
}

/** Full-bleed tile: maskable icons and apple-touch-icon (the platform cuts its own shape). */
export function fullBleedIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${THEME_COLOR}"/>${mark}</svg>`;
}

const outputs = [
  { file: 'icons/icon-192.png', size: 192, svg: roundedIconSvg() },
  { file: 'icons/icon-512.png', size: 512, svg: roundedIconSvg() },
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleedIconSvg() },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedIconSvg() },
];

async function main(): Promise<void> {
  const publicDir = join(import.meta.dirname, '..', 'public');
  mkdirSync(join(publicDir, 'icons'), { recursive: true });
  writeFileSync(join(publicDir, 'favicon.svg'), `${roundedIconSvg()}\n`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    for (const { file, size, svg } of outputs) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      await page.locator('svg').screenshot({ path: join(publicDir, file), omitBackground: true });
      await page.close();
      console.log(`wrote public/${file} (${size}x${size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
