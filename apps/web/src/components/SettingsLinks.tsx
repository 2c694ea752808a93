import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { navigate } from '../lib/router/navigation.ts';
import type { NoQueryNeeded } from '../lib/router/routePaths.ts';

/** A list of settings rows, each opening a screen. */
export function SettingsLinks({ items }: { items: { label: MessageKey; path: NoQueryNeeded }[] }) {
  const { t } = useI18n();
  return (
    <ul className="settings-list">
      {items.map((item) => (
        <li key={item.path}>
          <button
            type="button"
            onClick={() => {
              navigate(item.path);
            }}
          >
            {t(item.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}
