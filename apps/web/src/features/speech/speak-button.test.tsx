import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpeechAdapter } from './speech-adapter';
import { SpeechProvider } from './speech-context';
import { SPEECH_MESSAGES } from './speech.i18n';
import { SpeakButton, VoiceNote } from './speak-button';
import { VOICE_LIST_WAIT_MS } from './voice-store';
import { switchLanguage } from '@/test/locale';
import { spyOnRecordings } from '@/test/recordings';
import { stopRecording } from './recorded-sound';

afterEach(() => {
  stopRecording();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A speech engine whose voice list the test controls, as a browser's arrives late. */
function engine(initial: { en?: boolean; ru?: boolean; listed?: boolean } = {}) {
  let voices = { en: false, ru: false, listed: false, ...initial };
  const listeners = new Set<() => void>();
  const adapter: SpeechAdapter = {
    supported: true,
    voicesListed: () => voices.listed,
    hasVoice: (lang) => (lang.startsWith('ru') ? voices.ru : voices.en),
    speak: vi.fn(),
    cancel: vi.fn(),
    onVoicesChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const arrive = (next: { en?: boolean; ru?: boolean }) =>
    act(() => {
      voices = { en: false, ru: false, ...next, listed: true };
      listeners.forEach((listener) => listener());
    });
  return { adapter, arrive };
}

function renderWords(adapter: SpeechAdapter) {
  return render(
    <SpeechProvider speech={adapter}>
      <p>
        cat <SpeakButton text="cat" lang="en" />
      </p>
      <p>
        молоко <SpeakButton text={'моло\u0301ко'} lang="ru" />
      </p>
      <VoiceNote />
    </SpeechProvider>,
  );
}

describe('speaker buttons', () => {
  it('read each word in its own language, stress marks left out of the label', async () => {
    const { adapter } = engine({ en: true, ru: true, listed: true });
    renderWords(adapter);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Say “cat”' }));
    await user.click(screen.getByRole('button', { name: 'Say “молоко”' }));
    expect(vi.mocked(adapter.speak).mock.calls.map(([said]) => said)).toEqual([
      { text: 'cat', lang: 'en-US' },
      { text: 'моло\u0301ко', lang: 'ru-RU' },
    ]);
    expect(screen.queryByText(/cannot be read aloud/)).not.toBeInTheDocument();
  });

  it('hide where no voice speaks the language, and a note says why', () => {
    const { adapter } = engine({ en: true, listed: true });
    renderWords(adapter);
    expect(screen.getByRole('button', { name: 'Say “cat”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Say “молоко”' })).not.toBeInTheDocument();
    expect(screen.getByText(SPEECH_MESSAGES.en.noRussianVoice)).toBeInTheDocument();
  });

  it('wait for a late voice list, then show what it brings', () => {
    const { adapter, arrive } = engine();
    renderWords(adapter);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/cannot be read aloud/)).not.toBeInTheDocument();
    arrive({ en: true, ru: true });
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('stop waiting for a list that never comes, and say no voice is installed', () => {
    vi.useFakeTimers();
    const { adapter, arrive } = engine();
    renderWords(adapter);
    act(() => {
      vi.advanceTimersByTime(VOICE_LIST_WAIT_MS - 1);
    });
    expect(screen.queryByText(SPEECH_MESSAGES.en.noVoices)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(SPEECH_MESSAGES.en.noVoices)).toBeInTheDocument();
    // A voice installed later still turns the buttons on.
    arrive({ ru: true });
    expect(screen.getByRole('button', { name: 'Say “молоко”' })).toBeInTheDocument();
    expect(screen.getByText(SPEECH_MESSAGES.en.noEnglishVoice)).toBeInTheDocument();
  });

  it('say so when the browser has no speech synthesis at all', () => {
    render(
      <SpeechProvider speech={{ ...engine().adapter, supported: false }}>
        <SpeakButton text="cat" lang="en" />
        <VoiceNote />
      </SpeechProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Speech synthesis is not supported in this browser')).toBeInTheDocument();
  });

  it('speak the Russian interface: the button names and the note follow the language', async () => {
    const { adapter, arrive } = engine({ en: true, listed: true });
    renderWords(adapter);
    switchLanguage('ru');
    expect(screen.getByRole('button', { name: 'Произнести «cat»' })).toBeInTheDocument();
    expect(
      screen.getByText('На этом устройстве нет русского голоса, поэтому русские слова не озвучиваются.'),
    ).toBeInTheDocument();
    arrive({ en: true, ru: true });
    expect(screen.getByRole('button', { name: 'Произнести «молоко»' })).toBeInTheDocument();
    switchLanguage('en');
    expect(screen.getByRole('button', { name: 'Say “молоко”' })).toBeInTheDocument();
  });
});

describe('speaker buttons with a recorded sound (issue 34)', () => {
  const MILK = '/api/media/' + 'a'.repeat(64);
  const BREAD = '/api/media/' + 'b'.repeat(64);

  function renderRecorded(adapter: SpeechAdapter) {
    return render(
      <SpeechProvider speech={adapter}>
        <p>
          молоко <SpeakButton text={'моло\u0301ко'} lang="ru" sound={MILK} />
        </p>
        <p>
          хлеб <SpeakButton text="хлеб" lang="ru" sound={BREAD} />
        </p>
        <p>
          кошка <SpeakButton text="кошка" lang="ru" />
        </p>
        <p>
          milk <SpeakButton text="milk" lang="en" sound={MILK} />
        </p>
      </SpeechProvider>,
    );
  }

  it('play the Russian word’s recording instead of the voice', async () => {
    const recordings = spyOnRecordings();
    const { adapter } = engine({ en: true, ru: true, listed: true });
    renderRecorded(adapter);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Say “молоко”' }));
    expect(recordings.played).toEqual([MILK]);
    expect(adapter.speak).not.toHaveBeenCalled();
  });

  it('fall back to the voice for a word without a recording, and for the English side', async () => {
    const recordings = spyOnRecordings();
    const { adapter } = engine({ en: true, ru: true, listed: true });
    renderRecorded(adapter);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Say “кошка”' }));
    await user.click(screen.getByRole('button', { name: 'Say “milk”' }));
    expect(recordings.played).toEqual([]);
    expect(vi.mocked(adapter.speak).mock.calls.map(([said]) => said)).toEqual([
      { text: 'кошка', lang: 'ru-RU' },
      { text: 'milk', lang: 'en-US' },
    ]);
  });

  it('show for a recorded word on a device with no voice at all', async () => {
    const recordings = spyOnRecordings();
    renderRecorded({ ...engine().adapter, supported: false });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Say “кошка”' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Say “milk”' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Say “хлеб”' }));
    expect(recordings.played).toEqual([BREAD]);
  });

  it('stop the recording still playing when another starts', async () => {
    const recordings = spyOnRecordings();
    const { adapter } = engine({ en: true, ru: true, listed: true });
    renderRecorded(adapter);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Say “молоко”' }));
    await user.click(screen.getByRole('button', { name: 'Say “хлеб”' }));
    expect(recordings.played).toEqual([MILK, BREAD]);
    expect(recordings.stopped).toEqual([MILK]);
  });

  it('say the word with the voice when the recording cannot be played', async () => {
    spyOnRecordings({ refuse: true });
    const { adapter } = engine({ en: true, ru: true, listed: true });
    renderRecorded(adapter);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Say “хлеб”' }));
    await vi.waitFor(() => expect(adapter.speak).toHaveBeenCalledWith({ text: 'хлеб', lang: 'ru-RU' }));
  });
});
