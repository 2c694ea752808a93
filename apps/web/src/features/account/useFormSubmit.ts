import { useState } from 'react';
import { showFailure } from '../../components/showFailure.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * Sending an account form: busy while the calls run (the button is disabled), and a failure
 * told to the reader — a refusal is toasted by the API client with the server's reason, anything
 * else here. `onFailure` undoes what a failed attempt spent (a captcha is good for one try).
 */
export function useFormSubmit(): {
  busy: boolean;
  submit: (work: () => Promise<void>, onFailure?: () => void) => void;
} {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    submit: (work, onFailure) => {
      setBusy(true);
      work()
        .catch((error: unknown) => {
          onFailure?.();
          showFailure(error, t('common.requestFailed'));
        })
        .finally(() => {
          setBusy(false);
        });
    },
  };
}
