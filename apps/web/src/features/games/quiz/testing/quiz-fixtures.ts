import type { GameWord } from '@slovo/shared';

/** A repeatable stand-in for Math.random (mulberry32), so shuffles are the same on every run. */
export function seededRandom(seed = 42): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let nextId = 1;

export function word(english: string, russian: string): GameWord {
  return { id: nextId++, english, russian, category: 'animals', part_of_speech: 'noun' };
}

/** `count` distinct animal words (cycling names with a number once the list runs out). */
export function animalWords(count: number): GameWord[] {
  const pairs: [string, string][] = [
    ['cat', 'кошка'],
    ['dog', 'собака'],
    ['horse', 'лошадь'],
    ['cow', 'корова'],
    ['fox', 'лиса'],
    ['wolf', 'волк'],
    ['bear', 'медведь'],
    ['hedgehog', 'ёж'],
    ['mouse', 'мышь'],
    ['goat', 'коза'],
    ['sheep', 'овца'],
    ['pig', 'свинья'],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [english, russian] = pairs[i % pairs.length]!;
    const round = Math.floor(i / pairs.length);
    return round === 0 ? word(english, russian) : word(`${english} ${round}`, `${russian} ${round}`);
  });
}
