import { useEffect, useRef, useState, type RefObject } from 'react';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { readableSentences, type Sentence } from './readableSentences.ts';
import { speakSentences, type Reading } from './speakSentences.ts';
import { pickVoice, speechLang } from './speechVoice.ts';

type Status = 'idle' | 'playing' | 'paused' | 'noVoice';

/** The name of the highlight that marks the sentence being read (styled in detail.css). */
const HIGHLIGHT = 'read-aloud';

function synthesis(): SpeechSynthesis | undefined {
  return typeof window.speechSynthesis === 'undefined' ? undefined : window.speechSynthesis;
}

/** The voice's language tag for the item, or undefined when the device has no voice for it. */
function voiceLang(lang: string): string | undefined {
  return pickVoice(synthesis()?.getVoices() ?? [], lang)?.lang;
}

function mark(range: Range | null): void {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return;
  if (range) CSS.highlights.set(HIGHLIGHT, new Highlight(range));
  else CSS.highlights.delete(HIGHLIGHT);
}

/** Scrolls the sentence to the upper third of the screen when it is not well inside it. */
function bringIntoView(range: Range): void {
  const box = range.getBoundingClientRect();
  const height = window.innerHeight;
  if (box.top >= height * 0.15 && box.bottom <= height * 0.8) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: box.top - height / 3, behavior: still ? 'auto' : 'smooth' });
}

/**
 * Read aloud: the item's title and body spoken by the device's voice for the item's language
 * (Web Speech API), sentence by sentence, the sentence being read marked and kept in view; play,
 * pause, resume and stop. Where the device has no voice for the language the button says so.
 * It reads the elements inside `source` marked `data-read-aloud`.
 */
export function ReadAloud({ source }: { source: RefObject<HTMLElement | null> }) {
  const { t, lang, locale } = useI18n();
  const [status, setStatus] = useState<Status>('idle');
  const reading = useRef<Reading | null>(null);
  const sentences = useRef<Sentence[]>([]);
  const tag = speechLang(lang);

  // Voices may arrive after the page does; the answer is known once any voice is listed.
  useEffect(() => {
    const synth = synthesis();
    if (!synth) {
      setStatus('noVoice');
      return;
    }
    const check = (): void => {
      if (synth.getVoices().length === 0) return;
      const found = voiceLang(tag) !== undefined;
      setStatus((shown) =>
        shown === 'playing' || shown === 'paused' ? shown : found ? 'idle' : 'noVoice',
      );
    };
    check();
    synth.addEventListener('voiceschanged', check);
    return () => {
      synth.removeEventListener('voiceschanged', check);
    };
  }, [tag]);

  useEffect(
    () => () => {
      reading.current?.stop();
      mark(null);
    },
    [],
  );

  const finish = (): void => {
    reading.current = null;
    mark(null);
    setStatus('idle');
  };

  const start = (): void => {
    const synth = synthesis();
    const voice = voiceLang(tag);
    const root = source.current;
    if (!synth || voice === undefined) {
      setStatus('noVoice');
      return;
    }
    if (!root) return;
    sentences.current = readableSentences(
      Array.from(root.querySelectorAll('[data-read-aloud]')),
      locale,
    );
    setStatus('playing');
    reading.current = speakSentences(
      synth,
      sentences.current.map((s) => s.text),
      voice,
      {
        onSentence: (index) => {
          const sentence = sentences.current[index];
          if (!sentence) return;
          mark(sentence.range);
          bringIntoView(sentence.range);
        },
        onDone: finish,
        onFailed: (reason) => {
          finish();
          if (reason === 'noVoice') setStatus('noVoice');
          else showToast(t('readAloud.failed'));
        },
      },
    );
  };

  const main = (): void => {
    switch (status) {
      case 'idle':
      case 'noVoice':
        // Asked again: the voices may have come since.
        start();
        return;
      case 'playing':
        reading.current?.pause();
        setStatus('paused');
        return;
      case 'paused':
        reading.current?.resume();
        setStatus('playing');
        return;
    }
  };

  const label = {
    idle: t('readAloud.play'),
    playing: t('readAloud.pause'),
    paused: t('readAloud.resume'),
    noVoice: t('readAloud.noVoice'),
  }[status];
  return (
    <div className="read-aloud" role="group" aria-label={t('readAloud.play')}>
      <button
        type="button"
        className="read-aloud-main"
        data-testid="read-aloud"
        data-state={status}
        aria-disabled={status === 'noVoice' ? true : undefined}
        onClick={main}
      >
        <span aria-hidden="true" className="read-aloud-icon">
          {status === 'playing' ? '❚❚' : status === 'noVoice' ? '∅' : '▶'}
        </span>
        {label}
      </button>
      {status === 'playing' || status === 'paused' ? (
        <button
          type="button"
          className="read-aloud-stop"
          data-testid="read-aloud-stop"
          onClick={() => {
            reading.current?.stop();
            finish();
          }}
        >
          <span aria-hidden="true" className="read-aloud-icon">
            ■
          </span>
          {t('readAloud.stop')}
        </button>
      ) : null}
    </div>
  );
}
