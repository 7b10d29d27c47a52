import { hadSessionAtStart } from '@/features/auth';
import { readJson, removeItem, writeString } from '@/lib/storage';

/**
 * The room Home keeps for the class assignments while they load (issue 35 §2), so their arrival
 * pushes nothing down: nobody knows before the answer whether there are any, so the height the
 * section took on this learner's last visit at this width is kept from the first paint, and given
 * back the moment the section (or nothing) is drawn. A first visit with assignments has no such
 * height yet; visitors and learners without assignments get no room at all.
 */
const ROOM_KEY = 'slovo.classAssignments.room';
/** Read by Home's stylesheet (home.css, .home__assignments). */
const ROOM_PROPERTY = '--class-assignments-room';

interface Room {
  user: string;
  width: number;
  height: number;
}

const isRoom = (value: unknown): value is Room =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Room).user === 'string' &&
  Number.isFinite((value as Room).width) &&
  Number.isFinite((value as Room).height);

/** Before the first render (Home's module): the last visit's height, when a session is stored and the width is the same. */
export function reserveAssignmentsRoom(): void {
  if (typeof document === 'undefined' || !hadSessionAtStart()) return;
  const room = readJson<Room | null>(ROOM_KEY, null, isRoom);
  if (room && room.width === window.innerWidth && room.height > 0) {
    document.documentElement.style.setProperty(ROOM_PROPERTY, `${Math.round(room.height)}px`);
  }
}

/** The room is no longer kept: the section, or nothing, is drawn in its place. */
export function releaseAssignmentsRoom(): void {
  if (typeof document !== 'undefined') document.documentElement.style.removeProperty(ROOM_PROPERTY);
}

/** What the section took on this visit (null: nothing to show), for the next one. */
export function rememberAssignmentsRoom(user: string, height: number | null): void {
  if (height === null || height <= 0) removeItem(ROOM_KEY);
  else writeString(ROOM_KEY, JSON.stringify({ user, width: window.innerWidth, height } satisfies Room));
}
