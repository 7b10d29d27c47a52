import { useEffect } from 'react';
import { useMessages } from '@/i18n';
import { useListeningOffer } from './listening-availability';
import { LISTENING_CARD_TEXT } from './listening-card.i18n';

/**
 * Tells Home's Listening card what this device's voices mean for it (no voice at all: only the
 * recorded words), or null; loaded apart, so Home does not carry the speech code.
 */
export default function VoiceWatch({ onNote }: { onNote: (note: string | null) => void }) {
  const offer = useListeningOffer();
  const t = useMessages(LISTENING_CARD_TEXT);
  const note = offer.kind === 'offered' && offer.voiced.length === 0 ? t.recordedOnly : null;
  useEffect(() => onNote(note), [note, onNote]);
  return null;
}
