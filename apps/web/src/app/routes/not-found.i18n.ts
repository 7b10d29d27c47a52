import { defineMessages } from '@/i18n';

/** The 404 page; its title is the shared MESSAGES.pageNotFound (SHARED_TEXT). */
export const NOT_FOUND_TEXT = defineMessages({
  en: {
    before: 'There is no page at ',
    after: '. It may have moved, or the link may be mistyped.',
    backToHome: 'Back to Home',
  },
  ru: {
    before: 'Страницы по адресу ',
    after: ' нет. Возможно, она переехала или в ссылке опечатка.',
    backToHome: 'На главную',
  },
});
