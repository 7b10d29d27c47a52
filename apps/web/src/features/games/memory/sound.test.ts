import { describe, expect, it, vi } from 'vitest';
import { SOUNDS, SOUND_STORAGE_KEY, createWebAudioPlayer, readSoundEnabled, writeSoundEnabled } from './sound';

/** Just enough of AudioContext to record what the player builds. */
function fakeAudio(state: AudioContextState = 'running') {
  const started: number[] = [];
  const resume = vi.fn(() => Promise.resolve());
  let created = 0;
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = resume;
    constructor() {
      created += 1;
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: param(),
        connect: vi.fn(),
        start: (at: number) => started.push(at),
        stop: vi.fn(),
      };
    }
    createGain() {
      return { gain: param(), connect: vi.fn() };
    }
  }
  return { Constructor: FakeContext as unknown as new () => AudioContext, started, resume, created: () => created };
}

describe('Web Audio sounds', () => {
  it('creates no AudioContext until the first sound, then reuses one', () => {
    const audio = fakeAudio();
    const player = createWebAudioPlayer(() => audio.Constructor);
    expect(audio.created()).toBe(0);
    player.play('flip');
    player.play('match');
    expect(audio.created()).toBe(1);
  });

  it('plays a short tone for a flip, a three-note chord for a match, a low tone for a mismatch and a fanfare at the end', () => {
    expect(SOUNDS.flip).toHaveLength(1);
    expect(SOUNDS.flip[0]!.duration).toBeLessThanOrEqual(0.1);
    expect(SOUNDS.match).toHaveLength(3);
    expect(SOUNDS.mismatch.every((note) => note.frequency < 250)).toBe(true);
    expect(SOUNDS.complete.length).toBeGreaterThan(SOUNDS.match.length);
    const audio = fakeAudio();
    const player = createWebAudioPlayer(() => audio.Constructor);
    player.play('complete');
    expect(audio.started).toHaveLength(SOUNDS.complete.length);
  });

  it('resumes a context the browser suspended', () => {
    const audio = fakeAudio('suspended');
    createWebAudioPlayer(() => audio.Constructor).play('flip');
    expect(audio.resume).toHaveBeenCalled();
  });

  it('stays silent without error when AudioContext is missing or refuses to start', () => {
    expect(() => createWebAudioPlayer(() => undefined).play('match')).not.toThrow();
    const throwing = vi.fn(() => {
      throw new Error('not allowed');
    });
    const player = createWebAudioPlayer(() => throwing as unknown as new () => AudioContext);
    expect(() => player.play('flip')).not.toThrow();
    expect(() => player.play('flip')).not.toThrow();
  });

  it('does not throw in a browser without Web Audio at all (jsdom)', () => {
    expect(() => createWebAudioPlayer().play('mismatch')).not.toThrow();
  });
});

describe('sound setting', () => {
  it('is on unless "false" is stored under memorySound', () => {
    expect(SOUND_STORAGE_KEY).toBe('memorySound');
    expect(readSoundEnabled()).toBe(true);
    writeSoundEnabled(false);
    expect(localStorage.getItem('memorySound')).toBe('false');
    expect(readSoundEnabled()).toBe(false);
    writeSoundEnabled(true);
    expect(readSoundEnabled()).toBe(true);
  });
});
