import { CATEGORIES, type Finding, type Lhr } from './webRun.ts';

type Item = Record<string, unknown>;

const itemsOf = (details: unknown): Item[] =>
  (details as { items?: Item[] } | undefined)?.items ?? [];

/** One thing an audit names, short: an element's markup, a request with its figures, a group. */
function describe(item: Item): string {
  const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return `${node.snippet}${node.nodeLabel ? ` "${node.nodeLabel}"` : ''}`;
  // Audits such as largest-contentful-paint-element hold tables inside their list.
  if (item.type === 'table') return itemsOf(item).slice(0, 4).map(describe).join(', ');
  if (typeof item.phase === 'string' && typeof item.timing === 'number')
    return `${item.phase} ${item.timing.toFixed(0)} ms`;
  if (typeof item.url === 'string') {
    const figures = ['wastedBytes', 'wastedMs', 'totalBytes', 'cacheLifetimeMs']
      .filter((key) => typeof item[key] === 'number')
      .map((key) => `${key} ${(item[key] as number).toFixed(0)}`);
    return [item.url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, ''), ...figures].join(' ');
  }
  if (typeof item.issueType === 'string') {
    const first = itemsOf(item.subItems)[0];
    return `${item.issueType}${first ? ` ${JSON.stringify(first)}` : ''}`;
  }
  if (typeof item.groupLabel === 'string' && typeof item.duration === 'number')
    return `${item.groupLabel} ${item.duration.toFixed(0)} ms`;
  return JSON.stringify(item);
}

/** The first few elements or requests an audit names, so a failing audit says where to look. */
function examples(details: unknown): string {
  const named = itemsOf(details)
    .slice(0, 3)
    .map((item) => describe(item).replace(/\s+/g, ' ').slice(0, 240));
  return named.length ? ` [${named.join(' | ')}]` : '';
}

/**
 * What a reader or a crawler would notice: every accessibility, best-practices and SEO audit
 * that did not pass, with the elements it names, and the performance diagnostics the report
 * shows as a problem (the metrics are in the table already; the hidden audits repeat them).
 */
export function failingAudits(lhr: Lhr): Finding[] {
  return CATEGORIES.flatMap((category) => {
    const performance = category === 'performance';
    return (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => (performance ? ref.group === 'diagnostics' : ref.group !== 'hidden'))
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= (performance ? 0.9 : 1)) return [];
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        return [
          { category, id: audit.id, text: `${audit.title}${value}${examples(audit.details)}` },
        ];
      });
  });
}
