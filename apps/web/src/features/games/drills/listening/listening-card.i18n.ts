import { defineMessages } from '@/i18n';

/** Home's Listening card on a device with no voice (kept apart: Home loads this, not the drill). */
export const LISTENING_CARD_TEXT = defineMessages({
  en: { noVoice: 'Not available: this device has no English or Russian voice.' },
  ru: { noVoice: 'Недоступно: на этом устройстве нет ни английского, ни русского голоса.' },
});
