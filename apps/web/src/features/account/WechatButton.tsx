import { useState } from 'react';
import { showToast } from '../../components/toast.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { inWechat, startWechatOAuth, type WechatEvent } from '../../lib/wechatOAuth.ts';

const LABELS: Record<WechatEvent, { action: MessageKey; busy: MessageKey }> = {
  login: { action: 'wechat.signIn', busy: 'wechat.loggingIn' },
  refresh: { action: 'wechat.refresh', busy: 'wechat.updating' },
  bind: { action: 'wechat.bind', busy: 'wechat.binding' },
};

/**
 * The messaging app's OAuth for one event (docs/product.md §4): sign in, refresh the profile from
 * it, or bind it to this account. Only inside that app's browser; elsewhere it says so.
 */
export function WechatButton({ event, returnTo }: { event: WechatEvent; returnTo: string }) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="wechat-button wide"
      disabled={busy}
      aria-busy={busy}
      data-testid={`wechat-${event}`}
      onClick={() => {
        if (!inWechat()) {
          showToast(t('wechat.onlyInApp'));
          return;
        }
        setBusy(true);
        // A refusal was already shown by the API client; the button can be pressed again.
        startWechatOAuth(lang, event, returnTo).catch(() => {
          setBusy(false);
        });
      }}
    >
      {t(busy ? LABELS[event].busy : LABELS[event].action)}
    </button>
  );
}
