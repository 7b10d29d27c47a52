import { defineMessages } from '@/i18n';

/**
 * The line under the boxes of an answer with a bracketed part ("to go (on foot)", issue 30). Kept
 * apart from typer.i18n.ts: it belongs to the boxes, which lay such parts out.
 */
export const OPTIONAL_PART_TEXT = defineMessages({
  en: {
    optionalHint: 'The part in brackets is optional: press Enter to check without it.',
  },
  ru: {
    optionalHint: 'Часть в скобках можно не набирать: нажмите Enter, чтобы проверить без неё.',
  },
});
