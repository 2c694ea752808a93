import { useState } from 'react';
import { CHANNEL_KINDS, type ChannelInput } from '@news/contract/console/siteSettingsSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { api } from '../../lib/api.ts';
import type { SectionProps } from './OperationsSections.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { putSitesBySiteChannels } from '@news/contract/console/siteSettingsEndpoints';

function coordinate(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The site's channels in their order: rename, move up and down, add (a city channel with its
 * coordinates). Channels hold items, so none is removed here.
 */
export function ChannelsSection({ settings, onSaved }: SectionProps) {
  const { t } = useI18n();
  const [channels, setChannels] = useState<ChannelInput[]>(
    settings.channels.map(({ items: _items, ...channel }) => channel),
  );
  const set = (index: number, changes: Partial<ChannelInput>): void => {
    setChannels(channels.map((c, i) => (i === index ? { ...c, ...changes } : c)));
  };
  const move = (index: number, by: number): void => {
    const next = [...channels];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(Math.min(Math.max(0, index + by), next.length), 0, moved);
    setChannels(next);
  };
  return (
    <SettingsSection
      title={t('settings.channels')}
      name="channels"
      onSaved={onSaved}
      save={() =>
        api(putSitesBySiteChannels, { params: { site: settings.site }, body: { channels } })
      }
    >
      <table className="items-table channels-table">
        <thead>
          <tr>
            <th scope="col">{t('settings.channelKey')}</th>
            <th scope="col">{t('settings.channelTitle')}</th>
            <th scope="col">{t('settings.channelKind')}</th>
            <th scope="col">{t('settings.channelParent')}</th>
            <th scope="col">{t('settings.coordinates')}</th>
            <th scope="col">{t('settings.channelShown')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel, index) => (
            <tr key={channel.id || `new-${String(index)}`} data-testid="channel-row">
              <td>
                {channel.id ? (
                  channel.key
                ) : (
                  <input
                    aria-label={t('settings.channelKey')}
                    required
                    pattern="[a-z][a-z0-9\-]{1,31}"
                    value={channel.key}
                    onChange={(e) => {
                      set(index, { key: e.target.value });
                    }}
                  />
                )}
              </td>
              <td>
                <input
                  aria-label={t('settings.channelTitle')}
                  required
                  maxLength={30}
                  value={channel.title}
                  onChange={(e) => {
                    set(index, { title: e.target.value });
                  }}
                />
              </td>
              <td>
                <select
                  aria-label={t('settings.channelKind')}
                  value={channel.kind}
                  onChange={(e) => {
                    set(index, { kind: e.target.value as ChannelInput['kind'] });
                  }}
                >
                  {CHANNEL_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`settings.kind.${k}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  aria-label={t('settings.channelParent')}
                  value={channel.parent}
                  onChange={(e) => {
                    set(index, { parent: e.target.value });
                  }}
                >
                  <option value="">{t('settings.topLevel')}</option>
                  {channels
                    .filter((c) => c.id && c.id !== channel.id)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={t('settings.latitude')}
                  inputMode="decimal"
                  size={7}
                  defaultValue={channel.latitude ?? ''}
                  onChange={(e) => {
                    set(index, { latitude: coordinate(e.target.value) });
                  }}
                />
                <input
                  aria-label={t('settings.longitude')}
                  inputMode="decimal"
                  size={7}
                  defaultValue={channel.longitude ?? ''}
                  onChange={(e) => {
                    set(index, { longitude: coordinate(e.target.value) });
                  }}
                />
              </td>
              <td>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={channel.isTab}
                    onChange={(e) => {
                      set(index, { isTab: e.target.checked });
                    }}
                  />
                  <span>{t('settings.isTab')}</span>
                </label>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={channel.isHomeColumn}
                    onChange={(e) => {
                      set(index, { isHomeColumn: e.target.checked });
                    }}
                  />
                  <span>{t('settings.isHomeColumn')}</span>
                </label>
              </td>
              <td className="row-actions">
                <button
                  type="button"
                  aria-label={t('settings.moveUp')}
                  disabled={index === 0}
                  onClick={() => {
                    move(index, -1);
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('settings.moveDown')}
                  disabled={index === channels.length - 1}
                  onClick={() => {
                    move(index, 1);
                  }}
                >
                  ↓
                </button>
                {channel.id ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      setChannels(channels.filter((_, i) => i !== index));
                    }}
                  >
                    {t('common.remove')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() => {
          setChannels([
            ...channels,
            {
              id: '',
              key: '',
              title: '',
              kind: 'news',
              parent: '',
              isTab: true,
              isHomeColumn: false,
              latitude: null,
              longitude: null,
            },
          ]);
        }}
      >
        {t('settings.addChannel')}
      </button>
    </SettingsSection>
  );
}
