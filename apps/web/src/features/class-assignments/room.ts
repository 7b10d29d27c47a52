import { hadSessionAtStart } from '@/features/auth';
import { readString } from '@/lib/storage';

/**
 * The room Home keeps for the class assignments while they load (issue 35 §2), so their arrival
 * pushes nothing down: nobody knows before the answer whether there are any, so the height the
 * section took on the last visit at this width is kept from the first render, and given back the
 * moment the section (or nothing) is drawn. A first visit with assignments has no such height yet;
 * visitors and learners without assignments get no room at all. Home's own chunk, so kept small:
 * the section's chunk writes the height (remember-room.ts).
 */
export const ROOM_KEY = 'slovo.classAssignments.room';
/** Read by Home's stylesheet (home.css, .home__assignments). */
const ROOM_PROPERTY = '--class-assignments-room';

/** Before the first render (Home's module): the last visit's height ("width height"), when a session is stored and the width is the same. */
export function reserveAssignmentsRoom(): void {
  if (typeof document === 'undefined' || !hadSessionAtStart()) return;
  const [width, height = 0] = (readString(ROOM_KEY) ?? '').split(' ').map(Number);
  if (width === window.innerWidth && height > 0) document.documentElement.style.setProperty(ROOM_PROPERTY, `${height}px`);
}

/** The room is no longer kept: the section, or nothing, is drawn in its place. */
export function releaseAssignmentsRoom(): void {
  document.documentElement.style.removeProperty(ROOM_PROPERTY);
}
