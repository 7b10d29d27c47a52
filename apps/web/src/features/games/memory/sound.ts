import { readString, writeString } from '@/lib/storage';

/**
 * Memory Match sounds, synthesised with Web Audio so nothing is downloaded. The AudioContext is
 * only created on the first sound, and sounds only follow a player's click, so browsers' autoplay
 * rules are met. Every step is guarded: a browser without Web Audio (or one that refuses it)
 * simply stays silent.
 */

export type SoundName = 'flip' | 'match' | 'mismatch' | 'complete';

export interface SoundPlayer {
  play: (name: SoundName) => void;
}

/** The sound toggle's localStorage key; "false" = muted, anything else (or nothing) = on. */
export const SOUND_STORAGE_KEY = 'memorySound';

export function readSoundEnabled(): boolean {
  return readString(SOUND_STORAGE_KEY) !== 'false';
}

export function writeSoundEnabled(enabled: boolean): void {
  writeString(SOUND_STORAGE_KEY, String(enabled));
}

interface Note {
  frequency: number;
  /** Seconds after the sound starts. */
  at: number;
  duration: number;
  type?: OscillatorType;
  volume?: number;
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

/** Short and quiet on purpose: feedback, not music. */
export const SOUNDS: Record<SoundName, Note[]> = {
  // A soft click-like blip.
  flip: [{ frequency: 620, at: 0, duration: 0.07, type: 'triangle', volume: 0.08 }],
  // A major chord, lightly rolled.
  match: [
    { frequency: C5, at: 0, duration: 0.45 },
    { frequency: E5, at: 0.04, duration: 0.41 },
    { frequency: G5, at: 0.08, duration: 0.37 },
  ],
  // Two low falling tones.
  mismatch: [
    { frequency: 196, at: 0, duration: 0.16, type: 'triangle', volume: 0.12 },
    { frequency: 147, at: 0.15, duration: 0.24, type: 'triangle', volume: 0.12 },
  ],
  // A little fanfare: a rising arpeggio into a held chord.
  complete: [
    { frequency: C5, at: 0, duration: 0.14 },
    { frequency: E5, at: 0.12, duration: 0.14 },
    { frequency: G5, at: 0.24, duration: 0.14 },
    { frequency: C6, at: 0.36, duration: 0.7 },
    { frequency: G5, at: 0.36, duration: 0.7, volume: 0.05 },
    { frequency: E5, at: 0.36, duration: 0.7, volume: 0.05 },
  ],
};

type AudioContextConstructor = new () => AudioContext;

function browserAudioContext(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  // Older Safari only has the prefixed constructor; neither is guaranteed to exist.
  const w = window as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return w.AudioContext ?? w.webkitAudioContext;
}

function playNote(context: AudioContext, note: Note, start: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const begin = start + note.at;
  const end = begin + note.duration;
  oscillator.type = note.type ?? 'sine';
  oscillator.frequency.setValueAtTime(note.frequency, begin);
  // Quick attack and exponential release, so notes neither click nor ring on.
  gain.gain.setValueAtTime(0.0001, begin);
  gain.gain.exponentialRampToValueAtTime(note.volume ?? 0.07, begin + 0.012);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.start(begin);
  oscillator.stop(end + 0.02);
}

/** A player that creates its AudioContext lazily; `getConstructor` is injectable for tests. */
export function createWebAudioPlayer(
  getConstructor: () => AudioContextConstructor | undefined = browserAudioContext,
): SoundPlayer {
  let context: AudioContext | null = null;
  let unavailable = false;

  const ensureContext = (): AudioContext | null => {
    if (context || unavailable) return context;
    try {
      const Constructor = getConstructor();
      if (!Constructor) {
        unavailable = true;
        return null;
      }
      context = new Constructor();
    } catch {
      unavailable = true;
    }
    return context;
  };

  return {
    play(name) {
      try {
        const ctx = ensureContext();
        if (!ctx) return;
        if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
        for (const note of SOUNDS[name]) playNote(ctx, note, ctx.currentTime);
      } catch {
        // A sound is never worth an error.
      }
    },
  };
}
