import type { SECURITY_QUESTIONS } from '@news/contract/accountSchemas';
import type { MessageKey } from '../../i18n/i18n.tsx';

/** The security questions' labels (the code travels, each side translates). */
export const QUESTION_LABELS: Record<(typeof SECURITY_QUESTIONS)[number], MessageKey> = {
  primarySchool: 'question.primarySchool',
  firstPet: 'question.firstPet',
  motherBirthplace: 'question.motherBirthplace',
  favouriteBook: 'question.favouriteBook',
  childhoodFriend: 'question.childhoodFriend',
  firstCity: 'question.firstCity',
};
