import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SERIOUS = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.1 A and AA rules) on the page as it is now and fails on any serious or critical violation,
 * naming the rule and the offending elements so the report says what to fix. `only` limits it to one part (a CSS
 * selector), for a component shown on a screen that has its own test.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string, only?: string): Promise<void> {
  await waitForFiniteAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (only ? builder.include(only) : builder).analyze();
  const serious = results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** Waits until no finite CSS animation or transition is running, so contrast is measured on what stays on screen. */
async function waitForFiniteAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
