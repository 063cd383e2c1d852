import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on what the page shows now (WCAG 2 A and AA rules): no serious or critical violation.
 * The failure message names each rule and the elements it found, so it can be fixed in place.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
  );
  expect(report, `accessibility violations on ${screen}`).toEqual([]);
}
