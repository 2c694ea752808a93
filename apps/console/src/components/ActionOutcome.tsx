import type { ActionResult } from '@news/contract/console/moderationSchemas';
import { useI18n } from '../i18n/I18n.tsx';
import { Notice } from './Notice.tsx';

/** What a queue action did: how many were done, and each refusal with its reason. */
export function ActionOutcome({ result }: { result: ActionResult | undefined }) {
  const { t } = useI18n();
  if (!result) return null;
  return (
    <>
      {result.done.length > 0 ? (
        <Notice kind="success">{t('queue.done', { count: result.done.length })}</Notice>
      ) : null}
      {result.refused.length > 0 ? (
        <Notice kind="error">
          <ul className="refusals">
            {result.refused.map((r) => (
              <li key={r.id}>{t('queue.refused', { id: r.id, msg: r.msg })}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </>
  );
}
