import { useEffect, useState, type SyntheticEvent } from 'react';
import { type ModerationSettings } from '@news/contract/console/moderationSchemas';
import { errorText, Notice } from '../../components/Notice.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { mySites } from '../../lib/mySites.ts';
import { useStaff } from '../../lib/session.tsx';
import type { SiteChoice } from '../../lib/siteQuery.ts';
import { useLoad } from '../../lib/useLoad.ts';
import {
  getModerationSettingsBySite,
  putModerationItemsById,
  putModerationSettingsBySite,
} from '@news/contract/console/moderationEndpoints';

/**
 * A site's pre-moderation (every comment waits for approval), its banned words (a comment with
 * one waits) and the items whose comments all wait.
 */
export function ModerationSettingsPanel({ site }: { site: SiteChoice }) {
  const { t } = useI18n();
  const staff = useStaff();
  const lang = site || mySites(staff)[0] || 'en';
  const [round, setRound] = useState(0);
  const loaded = useLoad(
    () => api(getModerationSettingsBySite, { params: { site: lang } }),
    `${lang}:${String(round)}`,
  );
  const [premoderation, setPremoderation] = useState(false);
  const [words, setWords] = useState('');
  const [itemId, setItemId] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [saving, setSaving] = useState(false);
  // The answer the fields hold: until they hold the latest, they are closed.
  const [shown, setShown] = useState<ModerationSettings>();
  useEffect(() => {
    if (!loaded.data) return;
    setPremoderation(loaded.data.premoderation);
    setWords(loaded.data.bannedWords.join('\n'));
    setShown(loaded.data);
  }, [loaded.data]);

  const run = (work: Promise<unknown>): void => {
    setMessage(undefined);
    setSaving(true);
    work.then(
      () => {
        setSaving(false);
        setMessage({ kind: 'success', text: t('moderationSettings.saved') });
        setRound((r) => r + 1);
      },
      (caught: unknown) => {
        setSaving(false);
        setMessage({ kind: 'error', text: errorText(caught) });
      },
    );
  };
  // The fields take the site's saved settings when they arrive; typed into before that, the
  // words would be replaced by the saved ones, or saved as an empty list over them.
  const closed = loaded.loading || saving || shown === undefined || shown !== loaded.data;
  const save = (event: SyntheticEvent): void => {
    event.preventDefault();
    const bannedWords = words
      .split('\n')
      .map((w) => w.trim())
      .filter((w) => w !== '');
    run(
      api(putModerationSettingsBySite, {
        params: { site: lang },
        body: {
          premoderation,
          bannedWords,
        },
      }),
    );
  };
  const itemPremoderation = (id: string, on: boolean): void => {
    run(api(putModerationItemsById, { params: { id }, body: { on } }));
  };
  const settings: ModerationSettings | undefined = loaded.data;

  return (
    <div className="queue" data-testid="moderation-settings">
      <h2>{t('moderationSettings.title', { site: t(`site.${lang}`) })}</h2>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {loaded.error ? <Notice kind="error">{errorText(loaded.error)}</Notice> : null}
      <form className="settings-form" onSubmit={save} aria-busy={closed}>
        <fieldset className="plain-fieldset" disabled={closed}>
          <label className="check">
            <input
              type="checkbox"
              name="premoderation"
              checked={premoderation}
              onChange={(e) => {
                setPremoderation(e.target.checked);
              }}
            />
            <span>{t('moderationSettings.premoderation')}</span>
          </label>
          <label>
            <span>{t('moderationSettings.bannedWords')}</span>
            <textarea
              name="bannedWords"
              rows={8}
              value={words}
              onChange={(e) => {
                setWords(e.target.value);
              }}
            />
          </label>
          <p className="hint">{t('moderationSettings.bannedWordsHint')}</p>
          <button type="submit" className="primary">
            {t('common.save')}
          </button>
        </fieldset>
      </form>
      <h3>{t('moderationSettings.items')}</h3>
      <ul className="plain-list">
        {(settings?.premoderatedItems ?? []).map((item) => (
          <li key={item.id}>
            {item.title}{' '}
            <button
              type="button"
              onClick={() => {
                itemPremoderation(item.id, false);
              }}
            >
              {t('common.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (itemId) itemPremoderation(itemId, true);
          setItemId('');
        }}
      >
        <label>
          <span>{t('moderationSettings.itemId')}</span>
          <input
            inputMode="numeric"
            value={itemId}
            onChange={(e) => {
              setItemId(e.target.value.replace(/\D/g, ''));
            }}
          />
        </label>
        <button type="submit">{t('moderationSettings.addItem')}</button>
      </form>
    </div>
  );
}
