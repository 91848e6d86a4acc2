import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test on any violation of axe's full rule set: every WCAG level and version axe checks, and its best
 * practices (one main landmark, one level-one heading, landmarks around all content...), listing each rule and the
 * elements it hit. No tag filter: a filter would leave the best practices out.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}
