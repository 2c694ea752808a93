import { useState } from 'react';
import { FONT_LEVELS, type FontLevel } from '@news/contract/constants';
import { PageHeader } from '../components/PageHeader.tsx';
import { showToast } from '../components/toast.tsx';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { FONT_LEVEL_EVENT, readItem, writeItem } from '../lib/storage.ts';

const LABELS: Record<FontLevel, MessageKey> = {
  standard: 'font.standard',
  large: 'font.large',
  superLarge: 'font.superLarge',
};

/** Text size: standard, large or extra large, previewed here and applied everywhere on Save. */
export function FontSizePage() {
  const { t, site } = useI18n();
  const [level, setLevel] = useState<FontLevel>(readItem('fontLevel'));
  return (
    <div>
      <PageHeader title={t('me.fontSize')} />
      <p className={`font-preview font-${level}`} data-testid="font-preview">
        {t('font.preview', { site: site.name })}
      </p>
      <fieldset className="font-levels">
        <legend>{t('me.fontSize')}</legend>
        {FONT_LEVELS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="font-level"
              value={value}
              checked={level === value}
              onChange={() => {
                setLevel(value);
              }}
            />
            {t(LABELS[value])}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="primary"
        onClick={() => {
          writeItem('fontLevel', level);
          window.dispatchEvent(new Event(FONT_LEVEL_EVENT));
          showToast(t('font.save'));
        }}
      >
        {t('font.save')}
      </button>
    </div>
  );
}
