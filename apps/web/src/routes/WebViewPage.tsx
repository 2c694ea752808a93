import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { NewsDetailPage } from './NewsDetailPage.tsx';
import type { PageProps } from '../lib/router/routeEntry.ts';

/** An https page in a frame; an item id (the custom_id entry) shows that item. */
export function WebViewPage(props: PageProps) {
  const { location } = props;
  const { t } = useI18n();
  const url = location.query.get('url') ?? '';
  if (!/^https:\/\//.test(url)) return <NewsDetailPage {...props} />;
  return (
    <div>
      <PageHeader title={t('page.webView')} />
      <iframe
        className="web-view"
        src={url}
        title={t('page.webView')}
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('webView.openOutside')}
      </a>
    </div>
  );
}
