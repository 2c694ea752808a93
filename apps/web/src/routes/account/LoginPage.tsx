import { useEffect, useState, type SyntheticEvent } from 'react';
import { validateRequired, validateUsername } from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { logIn, register, type SecurityQuestion } from '../../features/account/accountApi.ts';
import { AgreementBoxes } from '../../features/account/AgreementBoxes.tsx';
import { CaptchaField } from '../../features/account/CaptchaField.tsx';
import { FormField } from '../../features/account/FormField.tsx';
import { newPasswordErrors } from '../../features/account/newPasswordErrors.ts';
import { NewPasswordFields, type NewPassword } from '../../features/account/NewPasswordFields.tsx';
import { PasswordField } from '../../features/account/PasswordField.tsx';
import { SecurityQuestionField } from '../../features/account/SecurityQuestionField.tsx';
import { useFormSubmit } from '../../features/account/useFormSubmit.ts';
import { validationText } from '../../features/account/validationText.ts';
import { WechatButton } from '../../features/account/WechatButton.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { navigate, navigateTo } from '../../lib/router/navigation.ts';
import { isSignInScreen, queryRecord, targetOf } from '../../lib/router/routeQuery.ts';
import type { RouteTarget } from '../../lib/router/routePaths.ts';
import { buildHash, parseHash } from '../../lib/router/hashLocation.ts';
import type { PageProps } from '../../lib/router/routeEntry.ts';
import '../../styles/account.css';

type Errors = Partial<Record<'username' | 'password' | 'confirm' | 'answer' | 'code', MessageKey>>;

/** Where to go after signing in: the page the reader came from, if it is one of the app's. */
function returnPath(redirect: string | null, isRoutePath: PageProps['isRoutePath']): RouteTarget {
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) {
    const { path, query } = parseHash(redirect);
    if (isRoutePath(path) && !isSignInScreen(path)) return targetOf(path, query);
  }
  return { path: '/pages/index/user', query: {} };
}

/**
 * Sign in (`/pages/login/login`, its own bar) and registration (`?mode=register`): username,
 * password and the image captcha, the agreement and privacy boxes. Passwords are sealed with
 * the server's public key before they leave the page.
 */
export function LoginPage({ location, isRoutePath }: PageProps) {
  const { t } = useI18n();
  const registering = location.query.get('mode') === 'register';
  const [username, setUsername] = useState('');
  // Signing in uses `password` alone; registering, the pair.
  const [fresh, setFresh] = useState<NewPassword>({ password: '', confirm: '' });
  const [question, setQuestion] = useState<SecurityQuestion>('firstPet');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState({ terms: false, privacy: false });
  const [errors, setErrors] = useState<Errors>({});
  const { busy, submit: send } = useFormSubmit();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [registered, setRegistered] = useState(false);
  // Switching between sign-in and registration (or coming back to either) starts afresh.
  useEffect(() => {
    setRegistered(false);
    setErrors({});
  }, [registering]);
  // A captcha answer is good for one attempt, accepted or refused: a finished registration
  // leaves none behind for the sign-in that follows on this same screen.
  const captchaUsed = (): void => {
    setCode('');
    setCaptchaKey((n) => n + 1);
  };

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const next: Errors = {
      username: validationText(
        registering ? validateUsername(username) : validateRequired(username),
      ),
      ...(registering
        ? { ...newPasswordErrors(fresh), answer: validationText(validateRequired(answer)) }
        : { password: validationText(validateRequired(fresh.password)) }),
      code: validationText(validateRequired(code)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (!agreed.terms || !agreed.privacy) {
      showToast(t('login.mustAgree'));
      return;
    }
    send(async () => {
      if (registering) {
        await register({
          username: username.trim(),
          password: fresh.password,
          confirm: fresh.confirm,
          question,
          answer: answer.trim(),
          code: code.trim(),
        });
        captchaUsed();
        setRegistered(true);
      } else {
        // What follows a sign-in loads while the sign-in call runs: the screen's first load
        // carries only the form (its budget, e2e/src/bundleBudgets.test.ts).
        const finishing = import('../../lib/signIn.ts');
        finishing.catch(() => undefined);
        const token = await logIn(username.trim(), fresh.password, code.trim());
        const { completeSignIn } = await finishing;
        await completeSignIn(token, 'password');
        // What the device followed signed out goes onto the account (issue 29). A chunk that
        // fails to load must not fail the sign-in: the device keeps its follows for the next.
        await import('../../features/following/followsApi.ts')
          .then((following) => following.mergeDeviceFollows())
          .catch(ignoreFailure('follows merge'));
        navigateTo(returnPath(location.query.get('redirect'), isRoutePath), { replace: true });
      }
    }, captchaUsed);
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
      <form className="account-form" noValidate onSubmit={submit}>
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
        {registering ? (
          <>
            <NewPasswordFields
              label="login.password"
              value={fresh}
              errors={errors}
              onChange={setFresh}
            />
            <SecurityQuestionField value={question} onChange={setQuestion} />
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
        ) : (
          <PasswordField
            label={t('login.password')}
            purpose="current"
            value={fresh.password}
            error={err('password')}
            onChange={(password) => {
              setFresh({ ...fresh, password });
            }}
          />
        )}
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
              const target = returnPath(location.query.get('redirect'), isRoutePath);
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
