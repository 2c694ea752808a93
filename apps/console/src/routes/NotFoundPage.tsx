import { Link } from 'react-router';
import { useI18n } from '../i18n/I18n.tsx';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
