import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import type { NoQueryNeeded } from '../lib/router/routePaths.ts';
import { navigate } from '../lib/router/navigation.ts';

export const TABS: { path: NoQueryNeeded; label: MessageKey; icon: string }[] = [
  { path: '/pages/index/index', label: 'tab.home', icon: '⌂' },
  { path: '/pages/index/video', label: 'tab.video', icon: '▶' },
  { path: '/pages/index/livePage', label: 'tab.live', icon: '◉' },
  { path: '/pages/index/topic/topic-home', label: 'tab.topics', icon: '☰' },
  { path: '/pages/index/user', label: 'tab.me', icon: '☺' },
];

export function TabBar({ current }: { current: string }) {
  const { t } = useI18n();
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      {TABS.map((tab) => (
        <button
          key={tab.path}
          type="button"
          aria-current={tab.path === current ? 'page' : undefined}
          onClick={() => {
            navigate(tab.path);
          }}
        >
          <span aria-hidden="true">{tab.icon}</span>
          {t(tab.label)}
        </button>
      ))}
    </nav>
  );
}
