import { defineMessages } from '@/i18n';
import type { EndingNote } from './logic';

export const GENDER_TEXT = defineMessages({
  en: {
    prompt: 'Is it он, она or оно?',
    keysHint: 'Press 1–4 or choose.',
    choices: { m: 'он', f: 'она', n: 'оно', pl: 'plural only' },
    /** The gender named in the feedback. */
    genderName: {
      m: 'It is masculine (он).',
      f: 'It is feminine (она).',
      n: 'It is neuter (оно).',
      pl: 'It is plural only (они).',
    },
    notes: {
      masculineInA: 'Ends in -а/-я, yet masculine: a word for a man is masculine (мужчина, папа, дядя).',
      softSign: 'Words in -ь can be masculine (день) or feminine (ночь): learn each with its gender.',
      indeclinableMasculine: 'A borrowed word that never changes; кофе is masculine by tradition.',
      indeclinableNeuter: 'A borrowed word that never changes (такси, меню) is neuter.',
      neuterInMya: 'Words in -мя (время, имя) are neuter.',
      pluralOnly: 'This noun has no singular (ножницы, брюки): it is always plural.',
    } satisfies Record<EndingNote, string>,
    notice: 'Nouns whose gender is known.',
  },
  ru: {
    prompt: 'Он, она или оно?',
    keysHint: 'Нажмите 1–4 или выберите.',
    choices: { m: 'он', f: 'она', n: 'оно', pl: 'только мн. ч.' },
    genderName: {
      m: 'Мужской род (он).',
      f: 'Женский род (она).',
      n: 'Средний род (оно).',
      pl: 'Только множественное число (они).',
    },
    notes: {
      masculineInA: 'Оканчивается на -а/-я, но мужского рода: слова о мужчинах — мужского рода (мужчина, папа, дядя).',
      softSign: 'Слова на -ь бывают мужского (день) и женского (ночь) рода: запоминайте род вместе со словом.',
      indeclinableMasculine: 'Заимствованное несклоняемое слово; кофе по традиции мужского рода.',
      indeclinableNeuter: 'Заимствованные несклоняемые слова (такси, меню) — среднего рода.',
      neuterInMya: 'Слова на -мя (время, имя) — среднего рода.',
      pluralOnly: 'У этого слова нет единственного числа (ножницы, брюки).',
    } satisfies Record<EndingNote, string>,
    notice: 'Существительные с известным родом.',
  },
});
