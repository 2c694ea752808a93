import { useState } from 'react';
import { type SiteSettings } from '@news/contract/console/siteSettingsSchemas';
import type { SiteLang } from '@news/contract/sites';
import { errorText, Notice } from '../components/Notice.tsx';
import { OptionSelect } from '../components/OptionSelect.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { mySites } from '../lib/mySites.ts';
import { useCan, useStaff } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { AgreementsSection } from './settings/AgreementsSection.tsx';
import { ChannelsSection } from './settings/ChannelsSection.tsx';
import {
  AdsSection,
  HotWordsSection,
  MemorialDaysSection,
  PopupSection,
  StartImageSection,
  SwitchesSection,
  VersionSection,
} from './settings/OperationsSections.tsx';
import { getSitesBySiteSettings } from '@news/contract/console/siteSettingsEndpoints';

/** A site's operations (admins): what the reader app shows around the content. */
export function SiteSettingsPage() {
  const can = useCan();
  return can('siteSettings') ? <SiteOperations /> : <NotFoundPage />;
}

function SiteOperations() {
  const { t } = useI18n();
  const staff = useStaff();
  const sites = mySites(staff);
  const [site, setSite] = useState<SiteLang>(sites[0] ?? 'en');
  const loaded = useLoad(() => api(getSitesBySiteSettings, { params: { site } }), site);
  const [saved, setSaved] = useState<SiteSettings | undefined>(undefined);
  const settings = saved?.site === site ? saved : loaded.data;
  const props = settings ? { settings, onSaved: setSaved } : undefined;
  return (
    <section className="site-settings-page">
      <div className="page-head">
        <h1>{t('settings.title')}</h1>
        <div className="filters">
          <OptionSelect
            label={t('items.filter.site')}
            value={site}
            onValue={(v) => {
              if (v) setSite(v as SiteLang);
            }}
            any={t('settings.pickSite')}
            options={sites.map((s) => ({ value: s, label: t(`site.${s}`) }))}
          />
        </div>
      </div>
      <p className="hint">{t('settings.atOnce')}</p>
      {loaded.error ? <Notice kind="error">{errorText(loaded.error)}</Notice> : null}
      {props && loaded.data?.site === site ? (
        <div className="settings-grid" key={site} data-site={site}>
          <StartImageSection {...props} />
          <PopupSection {...props} />
          <SwitchesSection {...props} />
          <HotWordsSection {...props} />
          <MemorialDaysSection {...props} />
          <VersionSection {...props} />
          <AdsSection {...props} />
          <ChannelsSection {...props} />
          <AgreementsSection settings={props.settings} />
        </div>
      ) : null}
    </section>
  );
}
