import { removeItem, writeString } from '@/lib/storage';
import { ROOM_KEY } from './room';

/** What the section took on this visit at this width (null or 0: nothing to show), kept for the next visit's first render (room.ts). */
export function rememberAssignmentsRoom(height: number | null): void {
  if (height === null || height <= 0) removeItem(ROOM_KEY);
  else writeString(ROOM_KEY, `${window.innerWidth} ${Math.round(height)}`);
}
