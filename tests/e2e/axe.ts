/// <reference lib="dom" />
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = axeCore.source;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One axe violation, as the test reports it: the rule and the elements that break it. */
export interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.0-2.2 A and AA rules, and heading order) on the page as it is now. */
export async function axe(page: Page, route: string): Promise<Finding[]> {
  // Evaluated through the DevTools protocol: the shop's content security policy allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const run = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe.run;
    // Headings in order too (a best practice, not a WCAG rule of its own).
    const result = await run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'heading-order': { enabled: true }, 'page-has-heading-one': { enabled: true } },
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
  return violations.map((v) => ({ route, ...v }));
}
