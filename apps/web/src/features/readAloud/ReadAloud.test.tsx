import { useRef } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteLang } from '@news/contract/sites';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { ReadAloud } from './ReadAloud.tsx';

/** An utterance as the page made it: what the fake engine keeps. */
class FakeUtterance extends EventTarget {
  lang = '';
  onend: ((event: Event) => void) | null = null;
  onerror: ((event: Event & { error: string }) => void) | null = null;
  constructor(readonly text: string) {
    super();
  }
}

/** A speech engine with the given voices that keeps what it was asked to say, and does nothing. */
class FakeSynthesis extends EventTarget {
  spoken: FakeUtterance[] = [];
  calls: string[] = [];
  constructor(public voices: { lang: string; default: boolean }[]) {
    super();
  }
  getVoices() {
    return this.voices;
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.calls.push('cancel');
  }
  pause() {
    this.calls.push('pause');
  }
  resume() {
    this.calls.push('resume');
  }
  /** The engine finishes the utterance it is reading. */
  finish() {
    this.spoken[this.spoken.length - 1]?.onend?.(new Event('end'));
  }
}

function Article() {
  const ref = useRef<HTMLElement>(null);
  return (
    <article ref={ref}>
      <h1 data-read-aloud="">Harbour reopens</h1>
      <p>Not read: the byline.</p>
      <div data-read-aloud="">
        <p>Ships came back on Monday. Fares rose.</p>
      </div>
      <ReadAloud source={ref} />
    </article>
  );
}

const scrolls: number[] = [];

beforeEach(() => {
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.spyOn(window, 'scrollBy').mockImplementation((options) => {
    scrolls.push((options as ScrollToOptions).top ?? 0);
  });
  // Every sentence is below the screen, as in a long article.
  Range.prototype.getBoundingClientRect = () => DOMRect.fromRect({ y: 2000, height: 20 });
});

afterEach(() => {
  scrolls.length = 0;
  Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
});

async function renderArticle(synth: FakeSynthesis | undefined, lang: SiteLang = 'en') {
  vi.stubGlobal('speechSynthesis', synth);
  return renderWithApp(<Article />, lang);
}

describe('ReadAloud', () => {
  it('reads the title and the body, a sentence at a time, in the item’s language, scrolled into view', async () => {
    const synth = new FakeSynthesis([
      { lang: 'de-DE', default: true },
      { lang: 'en-GB', default: false },
    ]);
    const { user } = await renderArticle(synth);
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(synth.spoken.map((u) => [u.text, u.lang])).toEqual([['Harbour reopens', 'en-GB']]);
    expect(scrolls).toHaveLength(1);
    synth.finish();
    synth.finish();
    expect(synth.spoken.map((u) => u.text)).toEqual([
      'Harbour reopens',
      'Ships came back on Monday.',
      'Fares rose.',
    ]);
    expect(scrolls).toHaveLength(3);
    synth.finish();
    // Done: back to the start, nothing more said.
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeTruthy();
    expect(synth.spoken).toHaveLength(3);
  });

  it('pauses, resumes and stops, the buttons saying which', async () => {
    const synth = new FakeSynthesis([{ lang: 'ru-RU', default: true }]);
    const { user } = await renderArticle(synth, 'ru');
    await user.click(screen.getByRole('button', { name: 'Прочитать вслух' }));
    await user.click(screen.getByRole('button', { name: 'Пауза' }));
    expect(screen.getByTestId('read-aloud').dataset.state).toBe('paused');
    await user.click(screen.getByRole('button', { name: 'Продолжить чтение' }));
    await user.click(screen.getByRole('button', { name: 'Остановить чтение' }));
    expect(synth.calls).toEqual(['cancel', 'pause', 'resume', 'cancel']);
    expect(screen.queryByTestId('read-aloud-stop')).toBeNull();
    // The engine ends the cancelled utterance late: the reading stays stopped.
    synth.finish();
    expect(synth.spoken).toHaveLength(1);
    expect(screen.getByTestId('read-aloud').dataset.state).toBe('idle');
  });

  it('says so when the device has no voice for the item’s language', async () => {
    const synth = new FakeSynthesis([{ lang: 'en-US', default: true }]);
    await renderArticle(synth, 'ja');
    expect(screen.getByTestId('read-aloud').textContent).toContain(
      'この端末には日本語の読み上げ音声がありません',
    );
    expect(screen.getByTestId('read-aloud').getAttribute('aria-disabled')).toBe('true');
  });

  it('says so when asked while the device lists no voice at all, and reads once one arrives', async () => {
    const synth = new FakeSynthesis([]);
    const { user } = await renderArticle(synth);
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(screen.getByTestId('read-aloud').textContent).toContain('No English voice');
    expect(synth.spoken).toEqual([]);
    synth.voices = [{ lang: 'en-US', default: true }];
    synth.dispatchEvent(new Event('voiceschanged'));
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(synth.spoken.map((u) => u.lang)).toEqual(['en-US']);
  });

  it('says so in a browser without speech at all', async () => {
    await renderArticle(undefined, 'kr');
    expect(screen.getByTestId('read-aloud').textContent).toContain(
      '이 기기에는 한국어를 읽을 음성이 없습니다',
    );
  });

  it('stops and says so when the engine fails, and turns to "no voice" when it lacks the language', async () => {
    const synth = new FakeSynthesis([{ lang: 'zh-CN', default: true }]);
    const { user } = await renderArticle(synth, 'zh-Hans');
    await user.click(screen.getByRole('button', { name: '朗读' }));
    synth.spoken[0]?.onerror?.(
      Object.assign(new Event('error'), { error: 'language-unavailable' }),
    );
    expect(await screen.findByText('本设备没有可朗读中文的语音')).toBeTruthy();
  });
});
