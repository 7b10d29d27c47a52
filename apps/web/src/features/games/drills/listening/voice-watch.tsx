import { useEffect } from 'react';
import { useMessages } from '@/i18n';
import { useListeningOffer } from './listening-availability';
import { LISTENING_CARD_TEXT } from './listening-card.i18n';

/**
 * Tells Home's Listening card why it cannot be played here (no voice), or null; loaded apart, so
 * Home does not carry the speech code.
 */
export default function VoiceWatch({ onNote }: { onNote: (unavailable: string | null) => void }) {
  const { kind } = useListeningOffer();
  const t = useMessages(LISTENING_CARD_TEXT);
  const note = kind === 'none' ? t.noVoice : null;
  useEffect(() => onNote(note), [note, onNote]);
  return null;
}
