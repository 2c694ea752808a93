import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod/mini';
import { SECURITY_QUESTIONS, ticketSchema } from '@news/contract/accountSchemas';
import { validateConfirm, validatePassword, validateRequired } from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { sealPassword } from '../../lib/passwordCipher.ts';
import { navigate } from '../../lib/router/navigation.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { FormField } from './FormField.tsx';
import { QUESTION_LABELS } from './questionLabels.ts';
import { validationText } from './validationText.ts';
import '../../styles/account.css';

/**
 * Find password (`/pages/login/retrievePwd`, its own bar): username, the security question and
 * its answer, and the captcha prove who it is; then a new password, twice.
 */
export function RetrievePasswordPage() {
  const { t } = useI18n();
  const [ticket, setTicket] = useState('');
  const [username, setUsername] = useState('');
  const [question, setQuestion] = useState<(typeof SECURITY_QUESTIONS)[number]>('firstPet');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, MessageKey | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const err = (key: string): string | undefined => {
    const message = errors[key];
    return message ? t(message) : undefined;
  };

  const check = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const next = {
      username: validationText(validateRequired(username)),
      answer: validationText(validateRequired(answer)),
      code: validationText(validateRequired(code)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const result = await api('/checkQuestion.do', ticketSchema, {
        method: 'POST',
        params: { username: username.trim(), question, answer: answer.trim(), code: code.trim() },
      });
      setTicket(result.ticket);
    } catch {
      setCode('');
      setCaptchaKey((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const next = {
      password: validationText(validatePassword(password)),
      confirm: validationText(validateConfirm(password, confirm)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await api('/setNewPass.do', z.null(), {
        method: 'POST',
        params: {
          ticket,
          password: await sealPassword(password),
          confirmPassword: await sealPassword(confirm),
        },
      });
      showToast(t('retrieve.done'));
      navigate('/pages/login/login', {}, { replace: true });
    } catch {
      // The server's reason was shown (an expired ticket starts over).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-page">
      <PageHeader title={t('retrieve.title')} />
      {ticket ? (
        <form className="account-form" noValidate onSubmit={(event) => void reset(event)}>
          <FormField
            label={t('retrieve.newPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={16}
            value={password}
            error={err('password')}
            hint={t('form.passwordHint')}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          <FormField
            label={t('login.confirmPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={16}
            value={confirm}
            error={err('confirm')}
            onChange={(event) => {
              setConfirm(event.target.value);
            }}
          />
          <button type="submit" className="primary wide" disabled={busy}>
            {t('retrieve.save')}
          </button>
        </form>
      ) : (
        <form className="account-form" noValidate onSubmit={(event) => void check(event)}>
          <FormField
            label={t('login.username')}
            autoComplete="username"
            maxLength={50}
            value={username}
            error={err('username')}
            onChange={(event) => {
              setUsername(event.target.value);
            }}
          />
          <div className="form-field">
            <label htmlFor="retrieve-question">{t('login.question')}</label>
            <select
              id="retrieve-question"
              value={question}
              onChange={(event) => {
                setQuestion(event.target.value as (typeof SECURITY_QUESTIONS)[number]);
              }}
            >
              {SECURITY_QUESTIONS.map((q) => (
                <option key={q} value={q}>
                  {t(QUESTION_LABELS[q])}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t('login.answer')}
            maxLength={100}
            value={answer}
            error={err('answer')}
            onChange={(event) => {
              setAnswer(event.target.value);
            }}
          />
          <CaptchaField
            value={code}
            onChange={setCode}
            error={err('code')}
            refreshKey={captchaKey}
          />
          <button type="submit" className="primary wide" disabled={busy}>
            {t('retrieve.next')}
          </button>
        </form>
      )}
    </div>
  );
}
