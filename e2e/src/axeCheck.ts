import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * The rules whose answer a colour scheme can change: the theme changes colours, never the
 * document, so the other rules answer in the dark theme what they answered in the light one.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on what the page shows now and returns the serious and critical violations,
 * one readable line each (rule, impact, what it asks, where). `rules` limits the run to those.
 */
export async function seriousAxeViolations(
  page: Page,
  rules?: readonly string[],
): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP rightly refuses an injected script.
  // Once per document: the half-megabyte script is not parsed again for the second theme.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<unknown> };
      }
    ).axe;
    const options = only ? { runOnly: { type: 'rule', values: only } } : {};
    return (await axe.run(document, options)) as AxeResult;
  }, rules ?? null);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${String(v.impact)}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
}

/**
 * The same, in the light theme and then in the dark one (the system's setting emulated; the
 * page follows it without a reload), each line marked with its theme: every rule in the light
 * theme, the rules colours decide in the dark one. The page is left as the context has it.
 */
export async function seriousAxeViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const rules = colorScheme === 'dark' ? COLOUR_RULES : undefined;
    found.push(...(await seriousAxeViolations(page, rules)).map((v) => `${colorScheme}: ${v}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}
