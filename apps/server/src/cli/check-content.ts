import { readFileSync } from 'node:fs';
import { validateSiteContent } from '../seed/validateSiteContent.ts';

// Usage: npx tsx src/cli/check-content.ts src/seed/content/en.json [...]
for (const file of process.argv.slice(2)) {
  const content = validateSiteContent(JSON.parse(readFileSync(file, 'utf8')));
  const byType = new Map<string, number>();
  for (const item of content.items)
    byType.set(item.publishType, (byType.get(item.publishType) ?? 0) + 1);
  console.log(
    `${file}: ok — ${content.channels.length} channels, ${content.items.length} items`,
    Object.fromEntries(byType),
  );
}
