import { useI18n } from '../i18n/I18n.tsx';
import { useCan, useStaff } from '../lib/session.tsx';
import { ItemsPage } from './ItemsPage.tsx';

/** Editors and admins start at their items; other roles see what their account covers. */
export function HomePage() {
  const { t } = useI18n();
  const can = useCan();
  const staff = useStaff();
  if (can('content')) return <ItemsPage />;
  return (
    <section>
      <h1>{t('home.title', { name: staff.username })}</h1>
      <p>
        {t('home.role', {
          role: t(`role.${staff.role}`),
          sites: staff.sites.map((s) => t(`site.${s}`)).join(', '),
        })}
      </p>
    </section>
  );
}
