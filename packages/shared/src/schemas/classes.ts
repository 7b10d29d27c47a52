import { z } from 'zod';
import { GAME_IDS } from '../constants';
import { CLASS_LIMITS, CLASS_MESSAGES, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../limits/classes';
import { idNumber, idParam } from './my-vocabulary';
import { REVIEW_DIRECTIONS, REVIEW_SKILLS, isDirectionOfSkill } from '../rules/review-skills';

/**
 * The classes API (issue 35). Routes under /api/classes: a signed-in user creates classes (and
 * teaches them) and joins others' with an invite code. Who may do what is checked in the service:
 * a teacher (the creator or a co-teacher) runs the class, the creator alone manages co-teachers,
 * a member sees the class, its teachers, the assignments and their own progress — never another
 * member. Admins see and delete any class.
 */

const NOT_FOUND = CLASS_MESSAGES.notFound;

export const classParamsSchema = z.object({ id: idParam(NOT_FOUND) });
export const classMemberParamsSchema = classParamsSchema.extend({ userId: idParam(CLASS_MESSAGES.memberNotFound) });
export const classAssignmentParamsSchema = classParamsSchema.extend({
  assignmentId: idParam(CLASS_MESSAGES.assignmentNotFound),
});

const inviteCodePattern = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
/** Codes are read case-blind and with spaces or dashes a person may type between groups. */
export const inviteCodeSchema = z
  .string({ error: CLASS_MESSAGES.inviteInvalid })
  .max(64, CLASS_MESSAGES.inviteInvalid)
  .transform((code) => code.toLowerCase().replace(/[\s-]/g, ''))
  .refine((code) => inviteCodePattern.test(code), CLASS_MESSAGES.inviteInvalid);
export const inviteCodeParamsSchema = z.object({ code: inviteCodeSchema });

const classNameSchema = z
  .string({ error: CLASS_MESSAGES.nameRequired })
  .transform((name) => name.normalize('NFC').replace(/\s+/g, ' ').trim())
  .refine((name) => name.length > 0, CLASS_MESSAGES.nameRequired)
  .refine((name) => name.length <= CLASS_LIMITS.nameMaxLength, CLASS_MESSAGES.nameTooLong);

export const classNameRequestSchema = z.object({ name: classNameSchema }, { error: CLASS_MESSAGES.nameRequired });
export type ClassNameRequest = z.output<typeof classNameRequestSchema>;

export const joinClassRequestSchema = z.object({ code: inviteCodeSchema }, { error: CLASS_MESSAGES.inviteInvalid });
export const inviteSwitchRequestSchema = z.object(
  { enabled: z.boolean({ error: 'enabled must be true or false.' }) },
  { error: 'enabled must be true or false.' },
);
export const addTeacherRequestSchema = z.object(
  { username: z.string({ error: CLASS_MESSAGES.usernameRequired }).trim().min(1, CLASS_MESSAGES.usernameRequired).max(100) },
  { error: CLASS_MESSAGES.usernameRequired },
);

// ---- Assignments -------------------------------------------------------------------------------

const cardKindSchema = z
  .object({
    skill: z.enum(REVIEW_SKILLS, { error: CLASS_MESSAGES.kindsInvalid }),
    direction: z.enum(REVIEW_DIRECTIONS, { error: CLASS_MESSAGES.kindsInvalid }),
  })
  .refine((kind) => isDirectionOfSkill(kind.skill, kind.direction), CLASS_MESSAGES.kindsInvalid);

const kindsSchema = z
  .array(cardKindSchema, { error: CLASS_MESSAGES.kindsInvalid })
  .min(1, CLASS_MESSAGES.kindsInvalid)
  .max(8, CLASS_MESSAGES.kindsInvalid)
  .refine(
    (kinds) => new Set(kinds.map((kind) => `${kind.skill}/${kind.direction}`)).size === kinds.length,
    CLASS_MESSAGES.kindsInvalid,
  );

export const assignmentTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('learned') }),
    z.object({
      kind: z.literal('score'),
      game: z.enum(GAME_IDS, { error: CLASS_MESSAGES.targetInvalid }),
      percent: z
        .number({ error: CLASS_MESSAGES.targetInvalid })
        .int(CLASS_MESSAGES.targetInvalid)
        .min(1, CLASS_MESSAGES.targetInvalid)
        .max(100, CLASS_MESSAGES.targetInvalid),
    }),
  ],
  { error: CLASS_MESSAGES.targetInvalid },
);
export type AssignmentTarget = z.output<typeof assignmentTargetSchema>;

const dueDateSchema = z
  .string({ error: CLASS_MESSAGES.dueDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CLASS_MESSAGES.dueDateInvalid)
  .refine(
    (date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    {
      message: CLASS_MESSAGES.dueDateInvalid,
    },
  );

export const assignmentRequestSchema = z.object(
  {
    categoryId: idNumber(CLASS_MESSAGES.categoryNotFound),
    dueDate: dueDateSchema.nullable().default(null),
    kinds: kindsSchema.default([{ skill: 'meaning', direction: 'en-ru' }]),
    target: assignmentTargetSchema.default({ kind: 'learned' }),
    /** Exactly these words of the category (a practice of the hardest words); absent: all of them. */
    wordIds: z
      .array(idNumber(CLASS_MESSAGES.wordsNotInCategory), { error: CLASS_MESSAGES.wordsNotInCategory })
      .min(1, CLASS_MESSAGES.wordsNotInCategory)
      .max(CLASS_LIMITS.practiceWordsMax, CLASS_MESSAGES.wordsNotInCategory)
      .nullable()
      .default(null),
  },
  { error: CLASS_MESSAGES.categoryNotFound },
);
export type AssignmentRequest = z.output<typeof assignmentRequestSchema>;

/** PATCH an assignment: its due date, skills or target (the words stay). */
export const assignmentUpdateRequestSchema = z.object(
  {
    dueDate: dueDateSchema.nullable().optional(),
    kinds: kindsSchema.optional(),
    target: assignmentTargetSchema.optional(),
  },
  { error: CLASS_MESSAGES.targetInvalid },
);
export type AssignmentUpdateRequest = z.output<typeof assignmentUpdateRequestSchema>;

// ---- Answers -----------------------------------------------------------------------------------

const personSchema = z.object({ id: z.number().int(), username: z.string() });
const teacherSchema = personSchema.extend({ creator: z.boolean() });

/** What a member's (or the teacher's table's cell) progress on one assignment is, from the learning data. */
export const assignmentProgressSchema = z.object({
  /** Words whose every assigned skill is learned (the FSRS rule of Home: stability of 7 days or more). */
  learned: z.number().int(),
  /** Words the assignment asks for. */
  words: z.number().int(),
  /** Words with a card of an assigned skill due now. */
  due: z.number().int(),
  /** Words with a card of an assigned skill in the mistake book. */
  mistakes: z.number().int(),
  lastPlayed: z.string().nullable(),
  /** Best score (0–100) per game played on the assignment's words; games not played are absent. */
  bestScores: z.partialRecord(z.enum(GAME_IDS), z.number().int()),
  /** The target is reached. */
  done: z.boolean(),
});
export type AssignmentProgress = z.output<typeof assignmentProgressSchema>;

export const assignmentSchema = z.object({
  id: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), displayName: z.string() }),
  dueDate: z.string().nullable(),
  kinds: z.array(z.object({ skill: z.enum(REVIEW_SKILLS), direction: z.enum(REVIEW_DIRECTIONS) })),
  target: assignmentTargetSchema,
  /** A practice of exactly these words; null: the whole category. */
  wordIds: z.array(z.number().int()).nullable(),
  words: z.number().int(),
  createdAt: z.string(),
});
export type Assignment = z.output<typeof assignmentSchema>;

export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** admin: the admins' list of every class. */
  role: z.enum(['teacher', 'member', 'admin']),
  teachers: z.array(teacherSchema),
  /** Teachers and admins only. */
  members: z.number().int().nullable(),
  assignments: z.number().int(),
});
export type ClassSummary = z.output<typeof classSummarySchema>;
export const classListSchema = z.object({ classes: z.array(classSummarySchema) });

export const inviteSchema = z.object({ code: z.string(), enabled: z.boolean() });
export type Invite = z.output<typeof inviteSchema>;

/** GET /classes/{id}: a teacher's view (members, invite) or a member's (their own progress). */
export const classDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['teacher', 'member', 'admin']),
  /** The caller created the class (manages co-teachers, may delete it). */
  creator: z.boolean(),
  teachers: z.array(teacherSchema),
  /** Teachers and admins: the members; null for a member. */
  members: z.array(personSchema.extend({ joinedAt: z.string() })).nullable(),
  /** Teachers: the invite; null for members and admins. */
  invite: inviteSchema.nullable(),
  assignments: z.array(assignmentSchema.extend({ progress: assignmentProgressSchema.nullable() })),
});
export type ClassDetail = z.output<typeof classDetailSchema>;

/** GET /classes/{id}/progress: members × assignments, and the words most missed across members. */
export const classProgressSchema = z.object({
  members: z.array(personSchema),
  assignments: z.array(assignmentSchema),
  /** cells[m][a]: member m on assignment a. */
  cells: z.array(z.array(assignmentProgressSchema)),
  hardestWords: z.array(
    z.object({
      wordId: z.number().int(),
      english: z.string(),
      russian: z.string(),
      categoryId: z.number().int(),
      /** Members with the word in their mistake book. */
      members: z.number().int(),
      misses: z.number().int(),
    }),
  ),
});
export type ClassProgress = z.output<typeof classProgressSchema>;

/** GET /classes/assignments: the caller's open assignments in every class, soonest due first. */
export const myAssignmentsSchema = z.object({
  assignments: z.array(
    assignmentSchema.extend({
      class: z.object({ id: z.number().int(), name: z.string() }),
      progress: assignmentProgressSchema,
    }),
  ),
});
export type MyAssignments = z.output<typeof myAssignmentsSchema>;

/** GET /classes/invite/{code}: what a visitor with a link sees before joining. */
export const invitePreviewSchema = z.object({
  name: z.string(),
  teachers: z.array(z.string()),
});
