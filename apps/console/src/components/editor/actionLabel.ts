import type { MessageKey } from '../../i18n/en.ts';
import type { Translate } from '../../i18n/I18n.tsx';

const ACTIONS: Record<string, MessageKey> = {
  'content.create': 'action.create',
  'content.save': 'action.save',
  'content.restore': 'action.restore',
  'content.publish': 'action.publish',
  'content.unpublish': 'action.unpublish',
  'content.schedule': 'action.schedule',
  'content.submit': 'action.submit',
  'content.approve': 'action.approve',
  'content.requestChanges': 'action.requestChanges',
  'content.embargo': 'action.embargo',
  'live.post': 'action.livePost',
  'live.deletePost': 'action.liveDeletePost',
};

/** What an audit or revision action was, in words; an action this console does not know, as recorded. */
export function actionLabel(t: Translate, action: string): string {
  const key = ACTIONS[action];
  return key ? t(key) : action;
}
