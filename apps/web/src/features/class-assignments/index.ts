/** Class assignments on Home (issue 35 §2); the section itself is a chunk of its own, loaded by the slot. */
export { ClassAssignmentsSlot } from './slot';
