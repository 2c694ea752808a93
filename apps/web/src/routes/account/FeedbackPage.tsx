import { useState, type SyntheticEvent } from 'react';
import { feedbackSubmitFeedback } from '@news/contract/endpoints/interaction/feedbackSubmitFeedback';
import { validateRequired } from '@news/contract/validators';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { api, ApiRequestError } from '../../lib/apiClient.ts';
import { goBack } from '../../lib/router/navigation.ts';
import '../../styles/account.css';

const CONTENT_MAX = 2000;

/** feedback: what the reader wants to tell us (required) and how to reach them (optional). */
export function FeedbackPage() {
  const { t } = useI18n();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (!validateRequired(content).ok) {
      setError(t('feedback.required'));
      return;
    }
    setError('');
    setBusy(true);
    api(feedbackSubmitFeedback, {
      quiet: true,
      params: { content: content.trim(), contact: contact.trim() },
    })
      .then(() => {
        showToast(t('feedback.thanks'));
        goBack();
      })
      .catch((failure: unknown) => {
        // The server's reason when it gave one, else "feedback failed" (docs/product.md §6).
        showToast(
          failure instanceof ApiRequestError && failure.code === 0 && failure.message
            ? failure.message
            : t('feedback.failed'),
        );
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <div className="account-page">
      <PageHeader title={t('me.feedback')} />
      <form className="account-form" noValidate onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="feedback-content">{t('feedback.content')}</label>
          <textarea
            id="feedback-content"
            rows={6}
            maxLength={CONTENT_MAX}
            value={content}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'feedback-error' : undefined}
            onChange={(event) => {
              setContent(event.target.value);
            }}
          />
          {error ? (
            <p id="feedback-error" className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor="feedback-contact">{t('feedback.contact')}</label>
          <input
            id="feedback-contact"
            maxLength={100}
            value={contact}
            autoComplete="email"
            onChange={(event) => {
              setContact(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="primary wide" disabled={busy}>
          {t('feedback.send')}
        </button>
      </form>
    </div>
  );
}
