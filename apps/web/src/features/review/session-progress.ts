/**
 * What the Review screen keeps of a session over a reload, in sessionStorage: which card's answer
 * is showing and how many cards were graded so far (the server knows which cards are left; only
 * these are the screen's own).
 */
export interface SessionProgress {
  /** The card (cardKey) whose answer is showing, if any. */
  shown: string | null;
  graded: number;
}

const SESSION_PROGRESS_KEY = 'reviewSession';
const NONE: SessionProgress = { shown: null, graded: 0 };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Blocked storage: a reload starts the count afresh, the answer hidden.
  }
}

export function readSessionProgress(): SessionProgress {
  try {
    const value = JSON.parse(storage()?.getItem(SESSION_PROGRESS_KEY) ?? 'null') as Partial<SessionProgress> | null;
    return {
      shown: typeof value?.shown === 'string' ? value.shown : null,
      graded: Number.isInteger(value?.graded) && value!.graded! > 0 ? value!.graded! : 0,
    };
  } catch {
    return NONE;
  }
}

/** Keeps `progress`; the empty progress (a session over) is forgotten. */
export function keepSessionProgress(progress: SessionProgress): void {
  try {
    if (progress.shown === null && progress.graded === 0) storage()?.removeItem(SESSION_PROGRESS_KEY);
    else storage()?.setItem(SESSION_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Full or blocked storage: nothing to keep.
  }
}
