import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core (WCAG 2.1 A and AA rules) run inside the page, as the accessibility suite uses it: the script is
 * evaluated through the browser's devtools protocol (so no Content-Security-Policy of the page can refuse it) and
 * evaluated again after every navigation.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rule sets: the level the product holds (issue 24). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * One rule broken on one screen: the rule, how bad, and the CSS selectors of the nodes that break it (a contrast
 * finding adds the colours and the ratio axe measured: `selector (#8c8c8c on #ffffff 3.36:1)`).
 */
export type AxeFinding = { rule: string; impact: AxeImpact; help: string; targets: string[] };

/** Serious and critical findings fail the suite; moderate and minor ones are only reported. */
export const BLOCKING: readonly AxeImpact[] = ['serious', 'critical'];

/**
 * A finding axe reports in error on this product, with why. Each is narrow: one rule, and only the nodes matching
 * `target` (a substring of axe's selector). None is needed today; keep the list for the day one is.
 */
export type KnownFalsePositive = { rule: string; target: string; why: string };
export const KNOWN_FALSE_POSITIVES: readonly KnownFalsePositive[] = [];

type RawResult = {
  id: string;
  impact: AxeImpact | null;
  help: string;
  nodes: {
    target: unknown[];
    impact: AxeImpact | null;
    any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[];
  }[];
};

/**
 * Waits until no CSS animation or transition runs (a drawer sliding in shows half-transparent colours) and nothing
 * loads (a spinner, a button busy with its request: both are drawn faded for the moment).
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running') &&
      document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading').length === 0,
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

function targetText(target: unknown[]): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' >>> ');
}

function known(rule: string, target: string): boolean {
  return KNOWN_FALSE_POSITIVES.some((k) => k.rule === rule && target.includes(k.target));
}

/** Every WCAG 2.1 A/AA violation axe finds on the page as it is now (after its animations end). */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  await settle(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const raw = await page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: unknown[] };
      return result.violations;
    },
    [...WCAG_TAGS],
  );
  const findings: AxeFinding[] = [];
  for (const violation of raw as RawResult[]) {
    const byImpact = new Map<AxeImpact, string[]>();
    for (const node of violation.nodes) {
      const target = targetText(node.target);
      if (known(violation.id, target)) continue;
      const data = node.any.find((check) => check.data?.contrastRatio)?.data;
      const shown = data ? `${target} (${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1)` : target;
      const impact = node.impact ?? violation.impact ?? 'minor';
      byImpact.set(impact, [...(byImpact.get(impact) ?? []), shown]);
    }
    for (const [impact, targets] of byImpact)
      findings.push({ rule: violation.id, impact, help: violation.help, targets });
  }
  return findings;
}

/** Node counts of the findings by impact. */
export function countByImpact(findings: readonly AxeFinding[]): Record<AxeImpact, number> {
  const counts: Record<AxeImpact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const f of findings) counts[f.impact] += f.targets.length;
  return counts;
}

/** The blocking findings as readable lines: `rule (impact) ×n: selector, selector…`. */
export function describeBlocking(findings: readonly AxeFinding[]): string[] {
  return findings
    .filter((f) => BLOCKING.includes(f.impact))
    .map(
      (f) =>
        `${f.rule} (${f.impact}) x${f.targets.length}: ${f.help} -> ${f.targets.slice(0, 12).join(' | ')}`,
    );
}
