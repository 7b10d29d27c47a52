import { defineMessages } from '@/i18n';

export const FORMS_TEXT = defineMessages({
  en: {
    promptTyped: 'Type the form the phrase needs.',
    promptChoice: 'Choose the form the phrase needs (1–4).',
    frameName: {
      gen_pl: 'genitive plural',
      sg1: 'I … (1st person singular)',
      gen_sg: 'genitive singular',
      two: 'genitive singular, after два / две',
      sg2: 'you … (2nd person singular)',
      pl3: 'they … (3rd person plural)',
      partner: 'the aspect partner',
    },
    future: 'future',
    answerLabel: 'The form',
    check: 'Check',
    skip: 'Skip',
    notice: 'Nouns and verbs whose forms are known. Rounds of XS and S choose among four.',
  },
  ru: {
    promptTyped: 'Напишите нужную форму.',
    promptChoice: 'Выберите нужную форму (1–4).',
    frameName: {
      gen_pl: 'родительный падеж, мн. ч.',
      sg1: '1-е лицо ед. ч.',
      gen_sg: 'родительный падеж, ед. ч.',
      two: 'родительный падеж ед. ч. после «два» / «две»',
      sg2: '2-е лицо ед. ч.',
      pl3: '3-е лицо мн. ч.',
      partner: 'видовая пара',
    },
    future: 'будущее время',
    answerLabel: 'Форма',
    check: 'Проверить',
    skip: 'Пропустить',
    notice: 'Существительные и глаголы с известными формами. В раундах XS и S — выбор из четырёх.',
  },
});
