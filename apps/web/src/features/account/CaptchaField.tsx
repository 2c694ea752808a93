import { useState } from 'react';
import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/i18n.tsx';
import { deviceId } from '../../lib/deviceId.ts';
import { FormField } from './FormField.tsx';

/**
 * The image captcha and its answer. The picture is issued for this device (the same id the API
 * calls carry), and a tap on it fetches a new one.
 */
export function CaptchaField({
  value,
  onChange,
  error,
  refreshKey,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Changes whenever a new captcha is needed (after a refused attempt). */
  refreshKey: number;
}) {
  const { t, lang } = useI18n();
  const [taps, setTaps] = useState(0);
  const src = `${siteByLang(lang).prefix}/code?deviceId=${encodeURIComponent(deviceId())}&n=${String(refreshKey)}-${String(taps)}`;
  return (
    <div className="captcha-row">
      <FormField
        label={t('login.captcha')}
        value={value}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        inputMode="text"
        maxLength={10}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <button
        type="button"
        className="captcha-image"
        aria-label={t('login.captchaRefresh')}
        onClick={() => {
          setTaps((n) => n + 1);
        }}
      >
        <img src={src} alt={t('login.captchaImage')} width={120} height={44} />
      </button>
    </div>
  );
}
