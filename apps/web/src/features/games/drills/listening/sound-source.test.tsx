import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { GameWord } from '@slovo/shared';
import { SpeechProvider, stopRecording, type SpeechAdapter } from '@/features/speech';
import { spyOnRecordings } from '@/test/recordings';
import { soundSource, usePlayWord } from './sound-source';

const MILK = '/api/media/' + 'a'.repeat(64);
const milk = (sound?: string | null): GameWord => ({
  id: 1,
  english: 'milk',
  russian: 'моло\u0301ко',
  category: 'food',
  part_of_speech: 'noun',
  ...(sound !== undefined && { sound }),
});

function speechWith({ supported = true, voices = true } = {}): SpeechAdapter {
  return {
    supported,
    voicesListed: () => true,
    hasVoice: () => voices,
    speak: vi.fn(),
    cancel: vi.fn(),
    onVoicesChanged: () => () => {},
  };
}

function playWith(speech: SpeechAdapter) {
  const wrapper = ({ children }: { children: ReactNode }) => <SpeechProvider speech={speech}>{children}</SpeechProvider>;
  return renderHook(() => usePlayWord(), { wrapper }).result.current;
}

afterEach(() => {
  stopRecording();
  vi.restoreAllMocks();
});

describe('Listening’s sound source (issue 34)', () => {
  it('takes a Russian word’s recording before any voice', () => {
    expect(soundSource({ word: milk(MILK), language: 'ru' })).toEqual({
      kind: 'recording',
      url: MILK,
      text: 'молоко',
      lang: 'ru-RU',
    });
  });

  it('takes the voice for a word without a recording, and for English (the recordings are Russian)', () => {
    expect(soundSource({ word: milk(null), language: 'ru' })).toEqual({ kind: 'voice', text: 'молоко', lang: 'ru-RU' });
    expect(soundSource({ word: milk(MILK), language: 'en' })).toEqual({ kind: 'voice', text: 'milk', lang: 'en-US' });
  });

  it('plays the recording, not the voice, even where the device has no voice', () => {
    const recordings = spyOnRecordings();
    const speech = speechWith({ supported: false, voices: false });
    playWith(speech)({ word: milk(MILK), language: 'ru' });
    expect(recordings.played).toEqual([MILK]);
    expect(speech.speak).not.toHaveBeenCalled();
  });

  it('says a word without a recording with the voice', () => {
    const recordings = spyOnRecordings();
    const speech = speechWith();
    playWith(speech)({ word: milk(), language: 'ru' });
    expect(recordings.played).toEqual([]);
    expect(speech.speak).toHaveBeenCalledWith({ text: 'молоко', lang: 'ru-RU' });
  });

  it('falls back to the voice when the recording cannot be played', async () => {
    spyOnRecordings({ refuse: true });
    const speech = speechWith();
    playWith(speech)({ word: milk(MILK), language: 'ru' });
    await vi.waitFor(() => expect(speech.speak).toHaveBeenCalledWith({ text: 'молоко', lang: 'ru-RU' }));
  });
});
