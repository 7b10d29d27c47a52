import { defineMessages } from '@/i18n';

/** Phonetic typing's table (phonetic-table.tsx), loaded with it. */
export const TABLE_TEXT = defineMessages({
  en: {
    title: 'Phonetic typing: which keys give which letter',
    letter: 'Letter',
    keys: 'Keys',
    notes: {
      e: 'e is е after a consonant, э at the start of a word or after a vowel; ye is always е.',
      y: 'y is ы after a consonant, й elsewhere; ya, yu, ye, yë are я, ю, е, ё.',
      separator: '_ keeps letters apart (t_s → тс, sh_ch → шч, y_a → йа) and gives e or y their other letter (m_er → мэр).',
      yo: 'ё: type ë or yë, or simply e — answers take е for ё.',
      unused: 'c, h, j, q, w and x stay as typed: c waits for h (ch → ч).',
      source: 'The scheme is the BGN/PCGN romanization of Russian (1947), typed backwards.',
    },
  },
  ru: {
    title: 'Фонетический ввод: какие клавиши дают какую букву',
    letter: 'Буква',
    keys: 'Клавиши',
    notes: {
      e: 'e — это е после согласной, э в начале слова и после гласной; ye — всегда е.',
      y: 'y — это ы после согласной, иначе й; ya, yu, ye, yë — я, ю, е, ё.',
      separator: '_ разделяет буквы (t_s → тс, sh_ch → шч, y_a → йа) и даёт e или y другую букву (m_er → мэр).',
      yo: 'ё: наберите ë или yë — или просто e: в ответах е засчитывается за ё.',
      unused: 'c, h, j, q, w и x остаются как есть: c ждёт h (ch → ч).',
      source: 'Схема — романизация русского языка BGN/PCGN (1947), набранная в обратную сторону.',
    },
  },
});
