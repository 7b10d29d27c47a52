import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameWord } from '@slovo/shared';
import { FlashcardsGame } from './flashcards-game';
import { createBrowserSpeech, SPEECH_MESSAGES, VOICE_LIST_WAIT_MS } from '@/features/speech';

// speechSynthesis is the browser's boundary: stubbed here as Chromium on Linux has it, an engine
// with no voice at all, whose voices may arrive later with `voiceschanged`.

const WORDS: GameWord[] = [
  { id: 1, english: 'cat', russian: 'кошка', category: 'animals', part_of_speech: 'noun' },
  { id: 2, english: 'dog', russian: 'собака', category: 'animals', part_of_speech: 'noun' },
];

const NO_VOICE_NOTE = SPEECH_MESSAGES.en.noEnglishVoice;

class StubUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: unknown = null;
  constructor(public text: string) {}
}

function stubSpeechSynthesis(initialVoices: { lang: string; name: string }[]) {
  let voices = initialVoices;
  const listeners = new Set<() => void>();
  const synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: () => voices,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const host = { speechSynthesis: synth, SpeechSynthesisUtterance: StubUtterance } as unknown as Parameters<
    typeof createBrowserSpeech
  >[0];
  return {
    speech: createBrowserSpeech(host),
    synth,
    voicesArrive: (next: { lang: string; name: string }[]) =>
      act(() => {
        voices = next;
        listeners.forEach((listener) => listener());
      }),
  };
}

function play(speech: ReturnType<typeof createBrowserSpeech>) {
  render(<FlashcardsGame words={WORDS} categoryDisplayName="Animals" onComplete={vi.fn()} onExit={vi.fn()} speech={speech} />);
  return userEvent.setup();
}

describe('Flashcards speech where speechSynthesis has no voice', () => {
  it('says so once and disables the speaker and auto-speak, which then say nothing', async () => {
    const { speech, synth } = stubSpeechSynthesis([]);
    vi.useFakeTimers();
    const user = play(speech);
    // The list may still be coming: no note yet, but no endless wait either.
    expect(screen.queryByText(NO_VOICE_NOTE)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    });
    vi.useRealTimers();

    expect(screen.getAllByText(NO_VOICE_NOTE)).toHaveLength(1);
    const speaker = screen.getByRole('button', { name: 'Say “cat”' });
    expect(speaker).toHaveAttribute('aria-disabled', 'true');
    expect(speaker).toHaveAccessibleDescription(NO_VOICE_NOTE);
    const autoSpeak = screen.getByRole('button', { name: /Auto-speak/ });
    expect(autoSpeak).toBeDisabled();
    expect(autoSpeak).toHaveAccessibleDescription(NO_VOICE_NOTE);

    await user.click(speaker);
    await user.keyboard('{ArrowRight}');
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('turns the controls on when a voice arrives (voiceschanged), and the speaker speaks', async () => {
    const { speech, synth, voicesArrive } = stubSpeechSynthesis([]);
    const user = play(speech);
    voicesArrive([{ lang: 'en-US', name: 'English (America)' }]);

    expect(screen.queryByText(NO_VOICE_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Auto-speak/ })).toBeEnabled();
    const speaker = screen.getByRole('button', { name: 'Say “cat”' });
    expect(speaker).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(speaker);
    expect(synth.speak).toHaveBeenCalledTimes(1);
    expect(vi.mocked(synth.speak).mock.calls[0]![0]).toMatchObject({ text: 'cat', lang: 'en-US' });
  });

  it('with an English voice from the start shows no note', () => {
    const { speech } = stubSpeechSynthesis([{ lang: 'en-GB', name: 'English (UK)' }]);
    play(speech);
    expect(screen.queryByText(NO_VOICE_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Auto-speak/ })).toBeEnabled();
  });
});
