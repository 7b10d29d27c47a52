/**
 * Classes (issue 35): a teacher gives a group words to learn by a date and sees who has learned
 * what. Any signed-in user may create a class and is its teacher there; the limits below keep one
 * account from becoming a spam machine, and each refusal names its limit.
 */

export const CLASS_LIMITS = {
  nameMaxLength: 80,
  /** Classes a user teaches (created or co-teaches). */
  classesPerTeacher: 20,
  /** Classes a user belongs to as a member. */
  classesPerMember: 30,
  membersPerClass: 60,
  teachersPerClass: 5,
  assignmentsPerClass: 50,
  /** Words of a practice assignment (the class's hardest words). */
  practiceWordsMax: 50,
  /** Join attempts per user per hour, right or wrong. */
  joinsPerHour: 20,
  /** Hardest words listed on the teacher's page. */
  hardestWords: 10,
} as const;

/** Targets an assignment may set: every word learned (the FSRS rule of Home), or a best score in a game. */
export const ASSIGNMENT_TARGETS = ['learned', 'score'] as const;
export type AssignmentTargetKind = (typeof ASSIGNMENT_TARGETS)[number];

/** An invite code: 16 letters and digits of an alphabet without look-alikes (80 bits). */
export const INVITE_CODE_LENGTH = 16;
export const INVITE_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** The link a teacher shares: the web app's join page. */
export const invitePath = (code: string): string => `/classes/join/${code}`;

export const CLASS_MESSAGES = {
  nameRequired: 'Class name is required.',
  nameTooLong: `Class name must be at most ${CLASS_LIMITS.nameMaxLength} characters.`,
  notFound: 'Class not found.',
  teachersOnly: 'Only the teachers of this class may do this.',
  tooManyClasses: `You already teach ${CLASS_LIMITS.classesPerTeacher} classes, the most one person may. Delete one you no longer need first.`,
  tooManyMemberships: `You already belong to ${CLASS_LIMITS.classesPerMember} classes, the most one person may. Leave one first.`,
  classFull: `This class already has ${CLASS_LIMITS.membersPerClass} members, the most a class may have. Ask your teacher.`,
  tooManyTeachers: `A class may have at most ${CLASS_LIMITS.teachersPerClass} teachers.`,
  tooManyAssignments: `A class may have at most ${CLASS_LIMITS.assignmentsPerClass} assignments. Remove one that is over first.`,
  tooManyJoins: 'Too many tries to join a class. Please wait an hour and try again.',
  inviteInvalid: 'This invite is not valid: the code is wrong, or the teacher changed or switched it off.',
  alreadyMember: 'You are already a member of this class.',
  teacherCannotJoin: 'You teach this class, so you cannot join it as a member.',
  teacherNotFound: 'No user with that username.',
  alreadyTeacher: 'That user already teaches this class.',
  memberCannotTeach: 'That user is a member of this class; they must leave it before they can teach it.',
  ownerStays: 'The teacher who created the class cannot be removed; delete the class instead.',
  onlyOwner: 'Only the teacher who created the class may do this.',
  memberNotFound: 'That user is not a member of this class.',
  assignmentNotFound: 'Assignment not found.',
  categoryNotFound: 'Category not found.',
  categoryEmpty: 'This category has no words to learn.',
  wordsNotInCategory: 'Some of these words are not in the category.',
  dueDateInvalid: 'Due date must be a date like 2026-12-31.',
  targetInvalid: 'Target must be every word learned, or a score from 1 to 100 % in one of the games.',
  kindsInvalid: 'Choose at least one skill to practise, each once.',
  usernameRequired: 'Username is required.',
} as const;
