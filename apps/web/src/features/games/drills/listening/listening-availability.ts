import { useVoices } from '@/features/speech';
import { listeningOffer, type ListeningOffer } from './availability';
import { useHydrated } from './use-hydrated';

/** Whether Listening can be played on this device, and in which languages. */
export function useListeningOffer(): ListeningOffer {
  const voices = useVoices();
  const hydrated = useHydrated();
  return hydrated ? listeningOffer(voices) : { kind: 'waiting' };
}
