import type { ItemStatus } from '@news/contract/console/itemSchemas';
import { useI18n } from '../i18n/I18n.tsx';

export function StatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useI18n();
  return <span className={`badge badge-${status}`}>{t(`status.${status}`)}</span>;
}
