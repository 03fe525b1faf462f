/** Automated WCAG 2.1 A/AA checks (axe-core) of what a page shows right now. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Waits for running transitions and animations to end; endless ones (spinners) are skipped, a cancelled one counts as done. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Violations of WCAG 2.0/2.1 A and AA rules, each with the elements it concerns. */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog still fading in has see-through text, which axe would report as low contrast.
  await animationsDone(page);
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') does not block it. Once per
  // document: a second copy costs the page a fresh compile and a cold first run, about half a CPU-second.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await runAxe(page);
  if (!found.some((v) => v.id === 'color-contrast')) return found;
  // A colour transition that began while axe ran (a button enabled by an answer, a hover under the
  // pointer) is measured halfway; what a reader sees is its end, so contrast is measured again after it.
  await animationsDone(page);
  return runAxe(page);
}

function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only the violations are read: axe then names the elements of no other result.
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    }
  });
}

/** axe finds nothing on what the page shows now; `screen` names it in the failure. */
export async function expectAccessible(page: Page, screen?: string): Promise<void> {
  expect(await accessibilityViolations(page), screen).toEqual([]);
}
