import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import '../../styles/account.css';
import { useState } from 'react';
import { NON_WIFI_TIPS } from '@news/contract/constants';
import { SettingsToggle } from '../../components/SettingsToggle.tsx';
import { readItem, writeItem } from '../../lib/storage.ts';

/** playset: the mobile-network rules of docs/product.md §4 and auto continue play. */
function PlaybackSettingsBody() {
  const { t } = useI18n();
  const [tips, setTips] = useState(readItem('nonWifiTips'));
  const [mobile, setMobile] = useState(readItem('setMobileNetStatus'));
  const [autoNext, setAutoNext] = useState(readItem('autoContinuePlay'));
  return (
    <div className="settings-group">
      <fieldset className="choice-group">
        <legend>{t('settings.mobileReminder')}</legend>
        {[
          [NON_WIFI_TIPS.once, 'settings.remindOnce'],
          [NON_WIFI_TIPS.everyTime, 'settings.remindEveryTime'],
        ].map(([value, label]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="nonWifiTips"
              checked={tips === value}
              onChange={() => {
                setTips(Number(value));
                writeItem('nonWifiTips', Number(value));
                // A new choice starts over: "remind once" reminds once more.
                writeItem('isOnceTips', false);
              }}
            />
            <span>{t(label as MessageKey)}</span>
          </label>
        ))}
      </fieldset>
      <SettingsToggle
        label={t('settings.playOnMobile')}
        checked={mobile}
        onChange={(value) => {
          setMobile(value);
          writeItem('setMobileNetStatus', value);
        }}
      />
      <SettingsToggle
        label={t('settings.autoContinue')}
        checked={autoNext}
        onChange={(value) => {
          setAutoNext(value);
          writeItem('autoContinuePlay', value);
        }}
      />
    </div>
  );
}

export function PlaybackSettingsPage() {
  const { t } = useI18n();
  return (
    <div className="account-page">
      <PageHeader title={t('settings.playback')} />
      <PlaybackSettingsBody />
    </div>
  );
}
