import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

const VoiceWatch = lazy(() => import('./voice-watch'));

/**
 * Home's Listening card, told why it cannot be played on this device (no voice), or null while it
 * can or may yet. The voices are looked at once the page is hydrated, by code loaded then.
 */
export function ListeningAvailability({ children }: { children: (unavailable: string | null) => ReactNode }) {
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <>
      {children(unavailable)}
      {hydrated && (
        <Suspense fallback={null}>
          <VoiceWatch onNote={setUnavailable} />
        </Suspense>
      )}
    </>
  );
}
