import { defineMessages } from '@/i18n';

export const STRESS_TEXT = defineMessages({
  en: {
    prompt: 'Which vowel is stressed?',
    keysHint: 'Tap the vowel, or press its number.',
    notice: 'Only words whose stress is known are asked.',
  },
  ru: {
    prompt: 'Какая гласная ударная?',
    keysHint: 'Нажмите на гласную или на клавишу с её номером.',
    notice: 'Спрашиваются только слова с известным ударением.',
  },
});
