import { defineMessages } from '@/i18n';

/** Home's Listening card on a device with no voice (kept apart: Home loads this, not the drill). */
export const LISTENING_CARD_TEXT = defineMessages({
  en: { recordedOnly: 'No voice on this device: recorded words only.' },
  ru: { recordedOnly: 'На устройстве нет голоса: только слова с записью.' },
});
