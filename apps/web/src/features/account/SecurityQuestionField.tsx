import { useId } from 'react';
import { SECURITY_QUESTIONS } from '@news/contract/accountSchemas';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import type { SecurityQuestion } from './accountApi.ts';

/** The security questions' labels (the code travels, each side translates). */
const QUESTION_LABELS: Record<SecurityQuestion, MessageKey> = {
  primarySchool: 'question.primarySchool',
  firstPet: 'question.firstPet',
  motherBirthplace: 'question.motherBirthplace',
  favouriteBook: 'question.favouriteBook',
  childhoodFriend: 'question.childhoodFriend',
  firstCity: 'question.firstCity',
};

/** The choice of security question, at registration and when finding the password again. */
export function SecurityQuestionField({
  value,
  onChange,
}: {
  value: SecurityQuestion;
  onChange: (value: SecurityQuestion) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('login.question')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = SECURITY_QUESTIONS.find((q) => q === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {SECURITY_QUESTIONS.map((question) => (
          <option key={question} value={question}>
            {t(QUESTION_LABELS[question])}
          </option>
        ))}
      </select>
    </div>
  );
}
