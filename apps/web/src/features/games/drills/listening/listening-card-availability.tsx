import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

const VoiceWatch = lazy(() => import('./voice-watch'));

/**
 * Home's Listening card, told what it may say about this device's voices (none: only the words
 * with a recorded sound can be heard), or null. The voices are looked at once the page is
 * hydrated, by code loaded then.
 */
export function ListeningAvailability({ children }: { children: (note: string | null) => ReactNode }) {
  const [note, setNote] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <>
      {children(note)}
      {hydrated && (
        <Suspense fallback={null}>
          <VoiceWatch onNote={setNote} />
        </Suspense>
      )}
    </>
  );
}
