import { Suspense, lazy } from 'react';
import { releaseAssignmentsRoom } from './room';

/** In place of the section when its chunk cannot be fetched (offline before it was ever kept): nothing, and no room. */
function Nothing() {
  releaseAssignmentsRoom();
  return null;
}

// The section, its texts and its request come in their own chunk, for signed-in learners only.
const ClassAssignments = lazy(() =>
  import('./components/class-assignments').catch(() => ({ default: Nothing as (props: { userId: string }) => null })),
);

/**
 * Where Home shows the class assignments: drawn (empty) from the first render for a returning
 * player, so the prerendered Home and its hydration match; filled once the learner is known and
 * their assignments have come. Takes no room at all without them (home.css, .home__assignments).
 */
export function ClassAssignmentsSlot({ userId }: { userId: string | null }) {
  return (
    <div className="home__assignments">
      {userId !== null && (
        <Suspense fallback={null}>
          <ClassAssignments userId={userId} />
        </Suspense>
      )}
    </div>
  );
}
