import { useEffect, useRef, useState } from 'react';
import { code as captchaImage } from '@news/contract/endpoints/account/code';
import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/i18n.tsx';
import { deviceId } from '../../lib/deviceId.ts';
import { captchaChallenge } from './accountApi.ts';
import { FormField } from './FormField.tsx';

type AutoState = { step: 'idle' | 'working' | 'done' | 'failed'; progress: number };

/**
 * The image captcha and its answer. The picture is issued for this device (the same id the API
 * calls carry), and a tap on it fetches a new one. A reader who cannot read it — with a screen
 * reader, say — asks the browser to verify instead (docs/adr/0021-captcha.md): it solves the
 * device's proof-of-work challenge and fills the field with the result, saying so aloud.
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
  const [auto, setAuto] = useState<AutoState>({ step: 'idle', progress: 0 });
  const running = useRef<AbortController | null>(null);
  const src = `${siteByLang(lang).prefix}${captchaImage.path}?deviceId=${encodeURIComponent(deviceId())}&n=${String(refreshKey)}-${String(taps)}`;

  // A refused attempt used the challenge up too: the next one starts afresh.
  useEffect(() => {
    setAuto({ step: 'idle', progress: 0 });
    return () => {
      running.current?.abort();
    };
  }, [refreshKey]);

  const verify = async (): Promise<void> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setAuto({ step: 'working', progress: 0 });
    try {
      const [challenge, { solveCaptchaChallenge }] = await Promise.all([
        captchaChallenge(),
        import('./solveCaptchaChallenge.ts'),
      ]);
      const expected = 2 ** challenge.difficulty;
      const code = await solveCaptchaChallenge(
        challenge,
        (tried) => {
          // The chance of having found it by now: the search has no known length.
          setAuto({ step: 'working', progress: 1 - Math.exp(-tried / expected) });
        },
        controller.signal,
      );
      onChange(code);
      setAuto({ step: 'done', progress: 1 });
    } catch {
      if (!controller.signal.aborted) setAuto({ step: 'failed', progress: 0 });
    }
  };

  const status =
    auto.step === 'working'
      ? t('login.captchaVerifying')
      : auto.step === 'done'
        ? t('login.captchaVerified')
        : auto.step === 'failed'
          ? t('login.captchaAutoFailed')
          : '';
  return (
    <div className="captcha">
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
      <div className="captcha-auto">
        <button
          type="button"
          className="link-button"
          disabled={auto.step === 'working'}
          onClick={() => {
            void verify();
          }}
        >
          {t('login.captchaAuto')}
        </button>
        {auto.step === 'working' && (
          <progress max={1} value={auto.progress} aria-label={t('login.captchaProgress')} />
        )}
        {/* Always in the page, so a screen reader announces each change of its words. */}
        <p className="captcha-status" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}
