import type { SiteLang } from '../sites.ts';
import { GLOSSARY } from './glossary.ts';
import { ARGUMENT, messageTexts } from './messageText.ts';
import type { TextFinding } from './punctuationFindings.ts';

/**
 * The glossary's forbidden words in one catalogue string (an ICU message or plain text):
 * `readers` is false for the staff's own catalogues, which the reader-only entries skip.
 */
export function glossaryFindings(
  lang: SiteLang,
  where: string,
  text: string,
  readers = true,
): TextFinding[] {
  const findings: TextFinding[] = [];
  for (const entry of GLOSSARY[lang]) {
    if (entry.scope === 'reader' && !readers) continue;
    for (const pattern of entry.forbidden)
      for (const passage of new Set(messageTexts(text))) {
        const match = pattern.exec(passage);
        if (match)
          findings.push({
            where,
            found: `“${match[0]}” for ${entry.concept} (use ${entry.term}) in “${passage.replaceAll(ARGUMENT, '{…}')}”`,
          });
      }
  }
  return findings;
}
