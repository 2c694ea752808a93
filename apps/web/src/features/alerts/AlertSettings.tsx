import { useEffect, useState } from 'react';
import type { AlertSubject } from '@news/contract/alertSchemas';
import { cmsCategoryGetAppChannels } from '@news/contract/endpoints/home/cmsCategoryGetAppChannels';
import type { Follow } from '@news/contract/followSchemas';
import { SettingsToggle } from '../../components/SettingsToggle.tsx';
import { showToast } from '../../components/toast.tsx';
import {
  keepAlerts,
  pushAvailable,
  savedAlerts,
  subscribePush,
  unsubscribePush,
  type AlertChoices,
} from './alertsApi.ts';
import { loadFollows } from '../following/followsApi.ts';
import { topicTitles } from './topicTitles.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import '../../styles/alerts.css';

const keyOf = (s: AlertSubject): string => `${s.kind}:${s.id}`;

/** The reader's follows as alert subjects, with the words each shows as. */
function useFollowedSubjects(): { subject: AlertSubject; label: string }[] {
  const { t } = useI18n();
  const [follows, setFollows] = useState<Follow[]>([]);
  const [channels, setChannels] = useState<ReadonlyMap<string, string>>(new Map());
  const [topics, setTopics] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const ids = follows.filter((f) => f.kind === 'topic').map((f) => f.value);
    // Topics then show by their kind and number.
    if (ids.length > 0) topicTitles(ids).then(setTopics, ignoreFailure('topic names'));
  }, [follows]);
  useEffect(() => {
    loadFollows().then(setFollows, ignoreFailure('follows'));
    api(cmsCategoryGetAppChannels, { quiet: true }).then(
      (answer) => {
        setChannels(new Map(answer.all.map((c) => [c.id, c.title])));
      },
      // Channels then show by their kind only.
      ignoreFailure('channel names'),
    );
  }, []);
  return follows.map((f) => ({
    subject: { kind: f.kind, id: f.value },
    label:
      f.kind === 'tag'
        ? `#${f.value}`
        : f.kind === 'author'
          ? f.value
          : f.kind === 'channel'
            ? (channels.get(f.value) ?? t('alerts.channel'))
            : (topics.get(f.value) ?? t('alerts.topic', { id: f.value })),
  }));
}

/**
 * Alerts (issue 29): what they send, breaking news and which followed subjects, and how they
 * arrive — as notifications where the browser has Web Push (the permission is asked only when
 * the reader taps), otherwise as a banner while the app is open.
 */
export function AlertSettings() {
  const { t, lang } = useI18n();
  const followed = useFollowedSubjects();
  const [saved, setSaved] = useState(() => savedAlerts(lang));
  const [breaking, setBreaking] = useState(saved?.breaking ?? true);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set((saved?.subjects ?? []).map(keyOf)),
  );
  const [busy, setBusy] = useState(false);
  const canPush = pushAvailable();
  const push = saved?.push ?? '';

  const choices = (next: { breaking?: boolean; picked?: ReadonlySet<string> }): AlertChoices => {
    const keys = next.picked ?? picked;
    return {
      breaking: next.breaking ?? breaking,
      subjects: followed.map((f) => f.subject).filter((s) => keys.has(keyOf(s))),
    };
  };

  /** Keeps a changed choice; with push on, the server is told the new choices too. */
  const change = (next: { breaking?: boolean; picked?: ReadonlySet<string> }): void => {
    if (next.breaking !== undefined) setBreaking(next.breaking);
    if (next.picked) setPicked(next.picked);
    const chosen = choices(next);
    if (push) {
      subscribePush(lang, chosen).then(() => {
        setSaved(savedAlerts(lang));
      }, ignoreFailure('alert choices'));
    } else {
      keepAlerts(lang, { ...chosen, push: '' });
      setSaved(savedAlerts(lang));
    }
  };

  const turnOn = async (): Promise<void> => {
    setBusy(true);
    try {
      const outcome = await subscribePush(lang, choices({}));
      showToast(t(outcome === 'subscribed' ? 'alerts.pushOn' : 'alerts.pushDenied'));
      setSaved(savedAlerts(lang));
    } catch {
      showToast(t('alerts.pushFailed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async (): Promise<void> => {
    setBusy(true);
    try {
      await unsubscribePush(lang, choices({}));
      setSaved(savedAlerts(lang));
      showToast(t('alerts.pushOff'));
    } catch {
      showToast(t('alerts.pushFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-group alert-settings" aria-labelledby="alert-settings">
      <h2 id="alert-settings">{t('alerts.title')}</h2>
      <p>{t('alerts.what')}</p>
      <SettingsToggle
        label={t('alerts.breaking')}
        checked={breaking}
        testId="alerts-breaking"
        onChange={(value) => {
          change({ breaking: value });
        }}
      />
      <h2>{t('alerts.followed')}</h2>
      {followed.length === 0 ? <p>{t('alerts.noFollows')}</p> : null}
      {followed.map((f) => (
        <SettingsToggle
          key={keyOf(f.subject)}
          label={f.label}
          checked={picked.has(keyOf(f.subject))}
          onChange={(value) => {
            const next = new Set(picked);
            if (value) next.add(keyOf(f.subject));
            else next.delete(keyOf(f.subject));
            change({ picked: next });
          }}
        />
      ))}
      <h2>{t('alerts.how')}</h2>
      {!canPush ? (
        <p data-testid="alerts-in-app">{t('alerts.inAppOnly')}</p>
      ) : push ? (
        <>
          <p>{t('alerts.pushActive')}</p>
          <button type="button" className="primary" disabled={busy} onClick={() => void turnOff()}>
            {t('alerts.turnOff')}
          </button>
        </>
      ) : (
        <>
          <p>{t('alerts.pushOffer')}</p>
          <button
            type="button"
            className="primary"
            disabled={busy || (!breaking && picked.size === 0)}
            onClick={() => void turnOn()}
          >
            {t('alerts.turnOn')}
          </button>
        </>
      )}
    </section>
  );
}
