import { useState, type SyntheticEvent } from 'react';
import { AGREEMENT_KINDS, type AgreementKind } from '@news/contract/agreementSchemas';
import { type SiteSettings } from '@news/contract/console/siteSettingsSchemas';
import { errorText, Notice } from '../../components/Notice.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { api } from '../../lib/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import {
  getSitesBySiteAgreementsByKind,
  postSitesBySiteAgreementsByKind,
} from '@news/contract/console/siteSettingsEndpoints';

/**
 * The user agreement, privacy policy and deactivation agreement: every save is a new version,
 * in force at once; the earlier ones stay readable.
 */
export function AgreementsSection({ settings }: { settings: SiteSettings }) {
  const { t, dateTime } = useI18n();
  const [kind, setKind] = useState<AgreementKind>('terms');
  const [round, setRound] = useState(0);
  const history = useLoad(
    () => api(getSitesBySiteAgreementsByKind, { params: { site: settings.site, kind } }),
    `${settings.site}:${kind}:${String(round)}`,
  );
  const current = history.data?.versions[0];
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const body = draft ?? current?.body ?? '';
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    setMessage(undefined);
    api(postSitesBySiteAgreementsByKind, {
      params: { site: settings.site, kind },
      body: {
        body,
      },
    }).then(
      (after) => {
        setDraft(undefined);
        setRound((r) => r + 1);
        setMessage({
          kind: 'success',
          text: t('settings.agreementSaved', { version: after.versions[0]?.version ?? 0 }),
        });
      },
      (caught: unknown) => {
        setMessage({ kind: 'error', text: errorText(caught) });
      },
    );
  };
  return (
    <form className="settings-section" onSubmit={submit} data-testid="settings-agreements">
      <h2>{t('settings.agreements')}</h2>
      <div className="tabs">
        {AGREEMENT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            className={k === kind ? 'primary' : ''}
            onClick={() => {
              setKind(k);
              setDraft(undefined);
            }}
          >
            {t(`settings.agreement.${k}` as MessageKey)}
          </button>
        ))}
      </div>
      {current ? (
        <p className="hint">
          {t('settings.agreementVersion', {
            version: current.version,
            at: dateTime(current.createdAt),
            by: current.createdBy,
          })}
        </p>
      ) : null}
      <textarea
        name="agreement"
        aria-label={t(`settings.agreement.${kind}` as MessageKey)}
        rows={14}
        value={body}
        onChange={(e) => {
          setDraft(e.target.value);
        }}
      />
      <button type="submit" className="primary" disabled={draft === undefined}>
        {t('settings.publishVersion')}
      </button>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <details>
        <summary>{t('settings.earlierVersions')}</summary>
        <ul className="plain-list">
          {(history.data?.versions ?? []).slice(1).map((v) => (
            <li key={v.version}>
              {t('settings.agreementVersion', {
                version: v.version,
                at: dateTime(v.createdAt),
                by: v.createdBy,
              })}
            </li>
          ))}
        </ul>
      </details>
    </form>
  );
}
