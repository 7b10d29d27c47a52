import { describe, expect, it, vi } from 'vitest';
import { createBrowserSpeech, NO_SPEECH } from './speech';

class FakeUtterance {
  lang = '';
  rate = 0;
  pitch = 0;
  volume = 0;
  voice: { lang: string; name: string } | null = null;
  constructor(public text: string) {}
}

function fakeHost(voices: { lang: string; name: string }[] = []) {
  const listeners = new Set<() => void>();
  const synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: () => voices,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const host = { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance } as unknown as Parameters<
    typeof createBrowserSpeech
  >[0];
  return { host, synth, listeners };
}

describe('browser speech adapter', () => {
  it('is "not supported" without speechSynthesis', () => {
    expect(createBrowserSpeech({})).toBe(NO_SPEECH);
    expect(createBrowserSpeech(undefined).supported).toBe(false);
    expect(NO_SPEECH.hasVoice('en-US')).toBe(false);
  });

  it('says words with rate 1, pitch 1, volume 1 in the given language (spec §9), cutting off the previous word', () => {
    const { host, synth } = fakeHost([{ lang: 'en-US', name: 'Sam' }]);
    createBrowserSpeech(host).speak({ text: 'cat', lang: 'en-US' });
    expect(synth.cancel).toHaveBeenCalledBefore(synth.speak);
    const said = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(said).toMatchObject({ text: 'cat', lang: 'en-US', rate: 1, pitch: 1, volume: 1, voice: { name: 'Sam' } });
  });

  it('finds a Russian voice by language, whatever its region or separator', () => {
    expect(createBrowserSpeech(fakeHost([{ lang: 'en-GB', name: 'A' }]).host).hasVoice('ru-RU')).toBe(false);
    expect(createBrowserSpeech(fakeHost([{ lang: 'ru_RU', name: 'Milena' }]).host).hasVoice('ru-RU')).toBe(true);
    expect(createBrowserSpeech(fakeHost([{ lang: 'ru', name: 'Yuri' }]).host).hasVoice('ru-RU')).toBe(true);
  });

  it('tells when the voice list changes, until unsubscribed', () => {
    const { host, listeners } = fakeHost();
    const listener = vi.fn();
    const unsubscribe = createBrowserSpeech(host).onVoicesChanged(listener);
    for (const l of listeners) l();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(listeners.size).toBe(0);
  });
});
