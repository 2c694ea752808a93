import { useEffect, useState, type SyntheticEvent } from 'react';
import {
  loginResultSchema,
  registerResultSchema,
  SECURITY_QUESTIONS,
} from '@news/contract/accountSchemas';
import {
  validateConfirm,
  validatePassword,
  validateRequired,
  validateUsername,
} from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { sealPassword } from '../../lib/passwordCipher.ts';
import { navigate, navigateTo } from '../../lib/router/navigation.ts';
import { queryRecord, targetOf, type RouteTarget } from '../../lib/router/routeQuery.ts';
import { buildHash, parseHash } from '../../lib/router/hashLocation.ts';
import { completeSignIn } from '../../lib/signIn.ts';
import type { PageProps } from '../routeTable.ts';
import { AgreementBoxes } from './AgreementBoxes.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormField } from './FormField.tsx';
import { QUESTION_LABELS } from './questionLabels.ts';
import { validationText } from './validationText.ts';
import { WechatButton } from './WechatButton.tsx';
import '../../styles/account.css';

type Errors = Partial<Record<'username' | 'password' | 'confirm' | 'answer' | 'code', MessageKey>>;

/** Where to go after signing in: the page the reader came from, if it is one of the app's. */
function returnPath(redirect: string | null): RouteTarget {
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) {
    const location = parseHash(redirect);
    const target = location.path.startsWith('/pages/login/')
      ? undefined
      : targetOf(location.path, location.query);
    if (target) return target;
  }
  return { path: '/pages/index/user', query: {} };
}

/**
 * Sign in (`/pages/login/login`, its own bar) and registration (`?mode=register`): username,
 * password and the image captcha, the agreement and privacy boxes. Passwords are sealed with
 * the server's public key before they leave the page.
 */
export function LoginPage({ location }: PageProps) {
  const { t } = useI18n();
  const registering = location.query.get('mode') === 'register';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [question, setQuestion] = useState<(typeof SECURITY_QUESTIONS)[number]>('firstPet');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState({ terms: false, privacy: false });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [registered, setRegistered] = useState(false);
  // Switching between sign-in and registration (or coming back to either) starts afresh.
  useEffect(() => {
    setRegistered(false);
    setErrors({});
  }, [registering]);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const next: Errors = {
      username: validationText(
        registering ? validateUsername(username) : validateRequired(username),
      ),
      password: validationText(
        registering ? validatePassword(password) : validateRequired(password),
      ),
      confirm: registering ? validationText(validateConfirm(password, confirm)) : undefined,
      answer: registering ? validationText(validateRequired(answer)) : undefined,
      code: validationText(validateRequired(code)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (!agreed.terms || !agreed.privacy) {
      showToast(t('login.mustAgree'));
      return;
    }
    setBusy(true);
    try {
      const sealed = await sealPassword(password);
      if (registering) {
        await api('/register.do', registerResultSchema, {
          method: 'POST',
          params: {
            username: username.trim(),
            password: sealed,
            confirmPassword: await sealPassword(confirm),
            question,
            answer: answer.trim(),
            code: code.trim(),
          },
        });
        setRegistered(true);
      } else {
        const result = await api('/checkLogin.do', loginResultSchema, {
          method: 'POST',
          params: { username: username.trim(), password: sealed, code: code.trim() },
        });
        await completeSignIn(result.token, 'password');
        const target = returnPath(location.query.get('redirect'));
        navigateTo(target, { replace: true });
      }
    } catch {
      // The server's reason was shown; a captcha is good for one attempt only.
      setCode('');
      setCaptchaKey((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  if (registered)
    return (
      <div className="account-page">
        <PageHeader title={t('login.registerTitle')} />
        <div className="account-card" role="status" data-testid="awaiting-review">
          <h2>{t('login.awaitingTitle')}</h2>
          <p>{t('login.awaitingBody')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              navigate('/pages/login/login', {}, { replace: true });
            }}
          >
            {t('login.title')}
          </button>
        </div>
      </div>
    );

  const err = (key: keyof Errors): string | undefined => {
    const message = errors[key];
    return message ? t(message) : undefined;
  };
  return (
    <div className="account-page">
      <PageHeader title={t(registering ? 'login.registerTitle' : 'login.title')} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('login.username')}
          value={username}
          autoComplete="username"
          maxLength={50}
          error={err('username')}
          hint={registering ? t('login.usernameHint') : undefined}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
        <FormField
          label={t('login.password')}
          type="password"
          value={password}
          autoComplete={registering ? 'new-password' : 'current-password'}
          maxLength={16}
          error={err('password')}
          hint={registering ? t('form.passwordHint') : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        {registering ? (
          <>
            <FormField
              label={t('login.confirmPassword')}
              type="password"
              value={confirm}
              autoComplete="new-password"
              maxLength={16}
              error={err('confirm')}
              onChange={(event) => {
                setConfirm(event.target.value);
              }}
            />
            <div className="form-field">
              <label htmlFor="question">{t('login.question')}</label>
              <select
                id="question"
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
              value={answer}
              maxLength={100}
              error={err('answer')}
              onChange={(event) => {
                setAnswer(event.target.value);
              }}
            />
          </>
        ) : null}
        <CaptchaField value={code} onChange={setCode} error={err('code')} refreshKey={captchaKey} />
        <AgreementBoxes agreed={agreed} onChange={setAgreed} />
        <button type="submit" className="primary wide" disabled={busy}>
          {busy ? t('common.loading') : t(registering ? 'login.register' : 'login.submit')}
        </button>
      </form>
      {registering ? null : (
        <div className="account-form">
          <WechatButton
            event="login"
            returnTo={`${window.location.origin}${window.location.pathname}${(() => {
              const target = returnPath(location.query.get('redirect'));
              return buildHash(target.path, queryRecord(target.query));
            })()}`}
          />
        </div>
      )}
      <p className="account-links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            navigate('/pages/login/login', registering ? {} : { mode: 'register' }, {
              replace: true,
            });
          }}
        >
          {t(registering ? 'login.haveAccount' : 'login.noAccount')}
        </button>
        {registering ? null : (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              navigate('/pages/login/retrievePwd');
            }}
          >
            {t('login.forgot')}
          </button>
        )}
      </p>
    </div>
  );
}
