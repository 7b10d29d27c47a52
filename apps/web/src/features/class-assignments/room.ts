/**
 * The room Home keeps for the class assignments while they load (issue 35 §2), so their arrival
 * pushes nothing down: nobody knows before the answer whether there are any, so the height the
 * section took on the last visit at this width is kept from the first paint, and given back the
 * moment the section (or nothing) is drawn. The first paint comes before any module runs (Home is
 * prerendered), so a small script in every page's <head> keeps it (room-script.ts); the section's
 * chunk writes the height (remember-room.ts). A first visit with assignments has no height yet;
 * visitors and learners without assignments get no room at all.
 */
export const ROOM_KEY = 'slovo.classAssignments.room';
/** Read by Home's stylesheet (home.css, .home__assignments). */
export const ROOM_PROPERTY = '--class-assignments-room';

/** The room is no longer kept: the section, or nothing, is drawn in its place. */
export function releaseAssignmentsRoom(): void {
  document.documentElement.style.removeProperty(ROOM_PROPERTY);
}
