import { useCallback, useEffect, useState } from 'react';
import type { Agreement, AgreementKind } from '@news/contract/agreementSchemas';
import { useI18n } from '../../i18n/i18n.tsx';
import { fetchAgreement } from './agreementApi.ts';

/** One of the site's agreement texts, in paragraphs (separated by blank lines), with its version. */
export function DocumentText({ which }: { which: AgreementKind }) {
  const { t, lang } = useI18n();
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    setRound((r) => r + 1);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    fetchAgreement(which, controller.signal).then(setAgreement, (failed: unknown) => {
      if (!controller.signal.aborted) setError(failed);
    });
    return () => {
      controller.abort();
    };
  }, [lang, which, round]);
  // StatusView's look without importing it: its chunk in these pages' preload lists would put
  // the home page over its first-load budget (e2e/src/bundleBudgets.test.ts).
  if (error !== undefined)
    return (
      <button type="button" className="status status-error" onClick={retry}>
        {t('common.loadFailed')}
      </button>
    );
  if (agreement === null)
    return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  return (
    <div data-testid="agreement" data-version={agreement.version}>
      {agreement.body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={`${String(i)}:${paragraph.slice(0, 40)}`}>{paragraph}</p>
      ))}
    </div>
  );
}
