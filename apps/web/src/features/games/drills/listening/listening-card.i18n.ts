import { defineMessages } from '@/i18n';

/** Home's Listening card on a device with no voice (kept apart: Home loads this, not the drill). */
export const LISTENING_CARD_TEXT = defineMessages({
  en: { noVoice: 'Not available: no voice on this device.' },
  ru: { noVoice: 'Недоступно: на устройстве нет голоса.' },
});
