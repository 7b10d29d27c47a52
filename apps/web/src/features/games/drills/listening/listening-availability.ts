import { useSyncExternalStore } from 'react';
import { useVoices } from '@/features/speech';
import { useMessages } from '@/i18n';
import { LISTENING_CARD_TEXT } from './listening-card.i18n';
import { listeningOffer, type ListeningOffer } from './logic';

const noSubscription = () => () => {};

/** False while prerendered markup is being hydrated (it knew nothing of this device's voices), true after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Whether Listening can be played on this device, and in which languages (Home's card and the drill's page). */
export function useListeningOffer(): ListeningOffer {
  const voices = useVoices();
  const hydrated = useHydrated();
  return hydrated ? listeningOffer(voices) : { kind: 'waiting' };
}

/** Home's Listening card: why it cannot be played here, or null while it can (or may yet). */
export function useListeningUnavailable(): string | null {
  const t = useMessages(LISTENING_CARD_TEXT);
  return useListeningOffer().kind === 'none' ? t.noVoice : null;
}
