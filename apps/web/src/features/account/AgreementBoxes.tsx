import { useI18n } from '../../i18n/i18n.tsx';
import { navigate } from '../../lib/router/navigation.ts';

/** The user agreement and privacy policy boxes sign-in and registration need ticked. */
export function AgreementBoxes({
  agreed,
  onChange,
}: {
  agreed: { terms: boolean; privacy: boolean };
  onChange: (next: { terms: boolean; privacy: boolean }) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="agreements">
      <legend className="visually-hidden">{t('login.agreementsLegend')}</legend>
      {(['terms', 'privacy'] as const).map((which) => (
        <div key={which} className="agreement">
          <label>
            <input
              type="checkbox"
              checked={agreed[which]}
              onChange={(event) => {
                onChange({ ...agreed, [which]: event.target.checked });
              }}
            />
            <span>{t(which === 'terms' ? 'login.agreeTerms' : 'login.agreePrivacy')}</span>
          </label>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              navigate('/pages/login/protocol', { type: which });
            }}
          >
            {t(which === 'terms' ? 'login.readTerms' : 'login.readPrivacy')}
          </button>
        </div>
      ))}
    </fieldset>
  );
}
