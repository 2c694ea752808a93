import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../i18n/I18n.tsx';
import { mySites } from '../lib/mySites.ts';
import { useStaff } from '../lib/session.tsx';
import { OptionSelect } from './OptionSelect.tsx';

/** A site of the staff member's, or all of them (''). */
export function SiteFilter({
  value,
  onValue,
}: {
  value: SiteLang | '';
  onValue: (site: SiteLang | '') => void;
}) {
  const { t } = useI18n();
  const staff = useStaff();
  return (
    <OptionSelect
      label={t('items.filter.site')}
      value={value}
      onValue={(v) => {
        onValue(v as SiteLang | '');
      }}
      any={t('items.filter.allSites')}
      options={mySites(staff).map((s) => ({ value: s, label: t(`site.${s}`) }))}
    />
  );
}
