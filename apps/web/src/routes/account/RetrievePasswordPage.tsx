import { useState, type SyntheticEvent } from 'react';
import { validateRequired } from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import {
  checkQuestion,
  setNewPassword,
  type SecurityQuestion,
} from '../../features/account/accountApi.ts';
import { CaptchaField } from '../../features/account/CaptchaField.tsx';
import { FormField } from '../../features/account/FormField.tsx';
import { newPasswordErrors } from '../../features/account/newPasswordErrors.ts';
import { NewPasswordFields, type NewPassword } from '../../features/account/NewPasswordFields.tsx';
import { SecurityQuestionField } from '../../features/account/SecurityQuestionField.tsx';
import { useFormSubmit } from '../../features/account/useFormSubmit.ts';
import { validationText } from '../../features/account/validationText.ts';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { navigate } from '../../lib/router/navigation.ts';
import '../../styles/account.css';

type Field = 'username' | 'answer' | 'code' | keyof NewPassword;

/**
 * Find password (`/pages/login/retrievePwd`, its own bar): username, the security question and
 * its answer, and the captcha prove who it is; then a new password, twice.
 */
export function RetrievePasswordPage() {
  const { t } = useI18n();
  const [ticket, setTicket] = useState('');
  const [username, setUsername] = useState('');
  const [question, setQuestion] = useState<SecurityQuestion>('firstPet');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [fresh, setFresh] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const { busy, submit } = useFormSubmit();
  const [captchaKey, setCaptchaKey] = useState(0);
  const err = (key: Field): string | undefined => {
    const message = errors[key];
    return message ? t(message) : undefined;
  };

  const check = (event: SyntheticEvent): void => {
    event.preventDefault();
    const next = {
      username: validationText(validateRequired(username)),
      answer: validationText(validateRequired(answer)),
      code: validationText(validateRequired(code)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    submit(
      async () => {
        setTicket(
          await checkQuestion({
            username: username.trim(),
            question,
            answer: answer.trim(),
            code: code.trim(),
          }),
        );
      },
      // A captcha is good for one attempt only.
      () => {
        setCode('');
        setCaptchaKey((n) => n + 1);
      },
    );
  };

  const reset = (event: SyntheticEvent): void => {
    event.preventDefault();
    const next = newPasswordErrors(fresh);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    submit(async () => {
      await setNewPassword(ticket, fresh.password, fresh.confirm);
      showToast(t('retrieve.done'));
      navigate('/pages/login/login', {}, { replace: true });
    });
  };

  return (
    <div className="account-page">
      <PageHeader title={t('retrieve.title')} />
      {ticket ? (
        <form className="account-form" noValidate onSubmit={reset}>
          <NewPasswordFields
            label="retrieve.newPassword"
            value={fresh}
            errors={errors}
            onChange={setFresh}
          />
          <button type="submit" className="primary wide" disabled={busy}>
            {t('retrieve.save')}
          </button>
        </form>
      ) : (
        <form className="account-form" noValidate onSubmit={check}>
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
          <SecurityQuestionField value={question} onChange={setQuestion} />
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
