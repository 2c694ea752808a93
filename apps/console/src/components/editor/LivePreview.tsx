import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { attachHls } from '../../lib/attachHls.ts';

/**
 * What readers get of the broadcast now, muted: the desk sees the picture and the sound meter
 * without the studio hearing itself. A new address (the encoder came back) attaches afresh.
 */
export function LivePreview({ url }: { url: string }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    let current = true;
    let detach = (): void => undefined;
    void attachHls(element, url, () => {
      if (current) setFailed(true);
    }).then((attached) => {
      if (!current) {
        attached.detach();
        return;
      }
      detach = attached.detach;
      // Browsers may refuse even muted autoplay (a power-saving mode): the controls start it.
      element.play().catch(() => undefined);
    });
    return () => {
      current = false;
      detach();
    };
  }, [url]);

  return (
    <div className="live-preview">
      <video
        ref={video}
        muted
        controls
        playsInline
        aria-label={t('desk.previewLabel')}
        data-testid="live-desk-preview"
      />
      {failed ? <p className="hint">{t('desk.previewFailed')}</p> : null}
    </div>
  );
}
