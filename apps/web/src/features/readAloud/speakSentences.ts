/** What a reading in progress answers to. */
export interface Reading {
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface ReadingEvents {
  /** The sentence at this index is being read now. */
  onSentence: (index: number) => void;
  /** The last sentence has been read. */
  onDone: () => void;
  /** The engine gave up: `noVoice` when it has no voice for the language after all. */
  onFailed: (reason: 'noVoice' | 'failed') => void;
}

/**
 * Reads sentences one utterance each, in the given language: the page can mark and scroll to
 * each as it starts, and no utterance grows long enough for engines that stop long ones halfway.
 * Once stopped, late events of its utterances (engines end or fail them on `cancel`) do nothing.
 */
export function speakSentences(
  synth: SpeechSynthesis,
  sentences: readonly string[],
  lang: string,
  events: ReadingEvents,
): Reading {
  let stopped = false;
  const speak = (index: number): void => {
    if (stopped) return;
    const text = sentences[index];
    if (text === undefined) {
      stopped = true;
      events.onDone();
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.onend = () => {
      speak(index + 1);
    };
    utterance.onerror = (event) => {
      if (stopped) return;
      stopped = true;
      synth.cancel();
      events.onFailed(
        event.error === 'language-unavailable' || event.error === 'voice-unavailable'
          ? 'noVoice'
          : 'failed',
      );
    };
    events.onSentence(index);
    synth.speak(utterance);
  };
  // Whatever another page left queued would be read first.
  synth.cancel();
  speak(0);
  return {
    pause: () => {
      synth.pause();
    },
    resume: () => {
      synth.resume();
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      synth.cancel();
    },
  };
}
