import { describe, expect, it, vi } from 'vitest';
import { createBrowserSpeech, NO_SPEECH } from './speech-adapter';

class FakeUtterance {
  lang = '';
  rate = 0;
  pitch = 0;
  volume = 0;
  voice: { lang: string; name: string } | null = null;
  constructor(public text: string) {}
}

function fakeHost(voices: { lang: string; name: string; default?: boolean }[] = [], activated?: boolean) {
  const listeners = new Set<() => void>();
  const synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: () => voices,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const navigator = activated === undefined ? undefined : { userActivation: { hasBeenActive: activated } };
  const host = { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance, navigator } as unknown as Parameters<
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

  it('prefers an en-US voice for English and a ru-RU voice for Russian over other regions', () => {
    const { host, synth } = fakeHost([
      { lang: 'en-GB', name: 'Daniel', default: true },
      { lang: 'en-US', name: 'Samantha' },
      { lang: 'ru-UA', name: 'Other' },
      { lang: 'ru-RU', name: 'Milena' },
    ]);
    const speech = createBrowserSpeech(host);
    speech.speak({ text: 'cat', lang: 'en-US' });
    speech.speak({ text: 'кошка', lang: 'ru-RU' });
    const voices = synth.speak.mock.calls.map(([said]) => (said as FakeUtterance).voice?.name);
    expect(voices).toEqual(['Samantha', 'Milena']);
  });

  it('falls back to the default voice of the language when the exact region is missing', () => {
    const { host, synth } = fakeHost([
      { lang: 'en-AU', name: 'Karen' },
      { lang: 'en-GB', name: 'Daniel', default: true },
    ]);
    createBrowserSpeech(host).speak({ text: 'cat', lang: 'en-US' });
    expect((synth.speak.mock.calls[0]![0] as FakeUtterance).voice?.name).toBe('Daniel');
  });

  it('leaves stress marks out of what is said', () => {
    const { host, synth } = fakeHost([{ lang: 'ru-RU', name: 'Milena' }]);
    createBrowserSpeech(host).speak({ text: 'моло\u0301ко', lang: 'ru-RU' });
    expect((synth.speak.mock.calls[0]![0] as FakeUtterance).text).toBe('молоко');
  });

  it('says nothing before the page has had a user gesture', () => {
    const idle = fakeHost([{ lang: 'en-US', name: 'Sam' }], false);
    createBrowserSpeech(idle.host).speak({ text: 'cat', lang: 'en-US' });
    expect(idle.synth.speak).not.toHaveBeenCalled();
    const clicked = fakeHost([{ lang: 'en-US', name: 'Sam' }], true);
    createBrowserSpeech(clicked.host).speak({ text: 'cat', lang: 'en-US' });
    expect(clicked.synth.speak).toHaveBeenCalledTimes(1);
  });

  it('knows whether the voice list has arrived', () => {
    expect(createBrowserSpeech(fakeHost([]).host).voicesListed()).toBe(false);
    expect(createBrowserSpeech(fakeHost([{ lang: 'en-US', name: 'Sam' }]).host).voicesListed()).toBe(true);
  });
});
