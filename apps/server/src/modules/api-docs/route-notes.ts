import {
  CATEGORY_EXPORT_FILES,
  MEDIA_LIMITS,
  categoryWordsResponseSchema,
  classProgressSchema,
  myAssignmentsSchema,
  wordSearchResponseSchema,
} from '@slovo/shared';
import type { ZodType } from 'zod';
import { APKG_CONTENT_TYPES, APKG_MAX_BYTES } from '@slovo/shared/formats/apkg/index';

/**
 * What the zod schemas cannot say about a route: a one-line summary, whether the service limits
 * it to the owner of what it names (ownership is a service rule on top of access 'user', see
 * plugins/auth.ts), the content type of an answer that is not JSON, and a request body or answer
 * that is a file rather than JSON, and the answer of a route that sends cached bytes. A route without a note still appears in the document, with a
 * summary made from its method and path.
 */
export interface RouteNote {
  summary: string;
  /** Only the owner of the category, word or session the request names (or an admin) gets an answer; others get 404. */
  owner?: true;
  /** The success answer's content type when it is not JSON. */
  produces?: string;
  /**
   * The request body is a file sent as it is (raw bytes, not JSON) with one of these content
   * types; a route taking one has no zod body schema (its own content-type parser reads it).
   */
  upload?: { contentTypes: readonly string[]; description: string };
  /**
   * The success answer is a file download with a Content-Disposition: attachment header, in the
   * file format the `format` query parameter names: format → its extension and content type.
   */
  download?: Readonly<Record<string, { extension: string; contentType: string }>>;
  /**
   * The JSON success answer of a route that sends ready-made bytes from the answer cache, so
   * Fastify has no response schema to document it by.
   */
  answers?: ZodType;
}

/** The .apkg upload: the content types its route accepts. */
const APKG_UPLOAD: RouteNote['upload'] = {
  contentTypes: APKG_CONTENT_TYPES,
  description: `The Anki package (.apkg) itself as the raw request body, at most ${APKG_MAX_BYTES / 1024 / 1024} MiB. Any other content type is refused with 415.`,
};

/** A word's picture or sound, sent as the body itself (issue 34). */
const MEDIA_UPLOAD: RouteNote['upload'] = {
  contentTypes: [
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/gif',
    'audio/mpeg',
    'audio/ogg',
    'audio/mp4',
    'audio/wav',
    'audio/webm',
  ],
  description: `The file itself as the raw request body, whatever its declared type: the server reads the bytes. {kind} image: PNG, JPEG, WebP or GIF up to ${MEDIA_LIMITS.imageMaxBytes / 1024 / 1024} MB, kept as a WebP of at most ${MEDIA_LIMITS.imageMaxSide} px without metadata. {kind} sound: MP3, OGG, M4A/AAC, WAV or WebM up to ${MEDIA_LIMITS.soundMaxBytes / 1024 / 1024} MB and ${MEDIA_LIMITS.soundMaxSeconds} s, kept as a new MP3 in one channel (nothing but the audio). A learner's files count against MEDIA_QUOTA_MB (413 past it); admins are exempt.`,
};

export const ROUTE_NOTES: Readonly<Record<string, RouteNote>> = {
  'GET /api/health': { summary: 'Health of this instance (database, Redis) for load balancers' },
  'GET /api/config': { summary: 'What the web app needs to know: version and support details' },

  'POST /api/auth/register': { summary: 'Create an account; answers an access token and sets the refresh cookie' },
  'POST /api/auth/login': { summary: 'Sign in; answers an access token and sets the refresh cookie' },
  'POST /api/auth/refresh': { summary: 'A new access token for the refresh cookie (rotated on every use)' },
  'POST /api/auth/logout': {
    summary: "Sign out: end this device's session (its refresh token, and its access tokens at once) and clear the cookie",
  },
  'POST /api/auth/logout-everywhere': {
    summary: "Sign out on every device: revoke all the caller's refresh tokens and refuse all their access tokens at once",
  },
  'GET /api/auth/me': { summary: 'The signed-in user' },
  'GET /api/auth/sessions': { summary: 'On how many devices the caller is signed in (live sessions, this one included)' },
  'GET /api/user/profile': { summary: "The signed-in user's profile" },

  'GET /api/vocabulary/categories': { summary: 'Categories, paged, sorted and filtered' },
  'GET /api/vocabulary/categories/lightweight': { summary: 'Every visible category, names and counts only' },
  'GET /api/vocabulary/categories/with-tags': { summary: 'Every visible category with its tags' },
  'GET /api/vocabulary/category/{name}': { summary: "A category's words", answers: categoryWordsResponseSchema },
  'GET /api/vocabulary/search': { summary: 'Search words in English or Russian', answers: wordSearchResponseSchema },
  'POST /api/vocabulary/categories': { summary: 'Create a category (admin vocabulary editor)' },
  'DELETE /api/vocabulary/categories/{name}': { summary: 'Delete a category and its words' },
  'POST /api/vocabulary/words': { summary: 'Add a word to any category' },
  'PUT /api/vocabulary/words/{id}': { summary: 'Edit any word' },
  'DELETE /api/vocabulary/words/{id}': { summary: 'Delete any word' },

  'GET /api/vocabulary/user': { summary: "The signed-in learner's own categories with their words" },
  'GET /api/vocabulary/user/categories': { summary: "The signed-in learner's own categories, paged" },
  'POST /api/vocabulary/user/categories': { summary: 'Create one of your own categories' },
  'PUT /api/vocabulary/user/categories/{id}': { summary: 'Rename your category', owner: true },
  'DELETE /api/vocabulary/user/categories/{id}': { summary: 'Delete your category and its words', owner: true },
  'PUT /api/vocabulary/user/categories/{id}/privacy': { summary: 'Make your category private or shared', owner: true },
  'POST /api/vocabulary/user/words': { summary: 'Add a word to your category', owner: true },
  'POST /api/vocabulary/user/words/batch': { summary: 'Add many word pairs to your category at once', owner: true },
  'POST /api/vocabulary/user/categories/{id}/import': {
    summary: 'Import word pairs from pasted text, CSV, TSV or an Anki text file into your category',
    owner: true,
  },
  'POST /api/vocabulary/user/import/apkg': {
    summary: 'Import an Anki package (.apkg): each deck becomes one of your categories',
    upload: APKG_UPLOAD,
  },
  'POST /api/vocabulary/user/import/anki-text': {
    summary: 'Import an Anki text file (Notes in Plain Text): each deck becomes one of your categories',
  },
  'GET /api/vocabulary/user/categories/{id}/export': {
    summary: 'Download your category as CSV, Anki text or the JSON vocabulary format',
    owner: true,
    download: CATEGORY_EXPORT_FILES,
  },
  'PUT /api/vocabulary/user/words/{id}': { summary: 'Edit a word of yours', owner: true },
  'DELETE /api/vocabulary/user/words/{id}': { summary: 'Delete a word of yours', owner: true },
  'PUT /api/vocabulary/user/words/{id}/{kind}': {
    summary: "Put a picture or sound on a word of yours (replacing the one it had); answers the word's media URLs",
    owner: true,
    upload: MEDIA_UPLOAD,
  },
  'DELETE /api/vocabulary/user/words/{id}/{kind}': {
    summary: 'Remove the picture or sound of a word of yours (the file goes when no word uses it)',
    owner: true,
  },
  'PUT /api/vocabulary/words/{id}/{kind}': {
    summary: "Put a picture or sound on any word; answers the word's media URLs",
    upload: MEDIA_UPLOAD,
  },
  'DELETE /api/vocabulary/words/{id}/{kind}': { summary: 'Remove the picture or sound of any word' },
  'GET /api/media/{hash}': {
    summary:
      "A word's picture or sound by its SHA-256, to whoever may see a word that uses it (else 404); ETag and a year's immutable private caching. <img> and <audio> are signed in by the media cookie the sign-in sets.",
    produces: 'application/octet-stream',
  },

  'PUT /api/vocabulary-admin/categories/{nameOrId}': { summary: 'Rename any category' },
  'PUT /api/vocabulary-admin/categories/{id}/approved': { summary: "Set a category's approved flag" },
  'POST /api/vocabulary-admin/cache/clear': { summary: 'Clear the vocabulary cache on every instance' },
  'POST /api/vocabulary-admin/import': { summary: 'Import categories, words and tags from a vocabulary file (JSON)' },
  'GET /api/vocabulary-admin/export': {
    summary: 'Export categories as a vocabulary file (JSON, CSV or Anki text download)',
    download: CATEGORY_EXPORT_FILES,
  },

  'GET /api/classes': { summary: 'Your classes: those you teach and those you belong to' },
  'POST /api/classes': { summary: 'Create a class; you are its teacher' },
  'GET /api/classes/assignments': {
    summary: 'Your open assignments in every class you belong to, soonest due first',
    answers: myAssignmentsSchema,
  },
  'POST /api/classes/join': { summary: 'Join a class with its invite code (20 tries an hour)' },
  'GET /api/classes/invite/{code}': {
    summary: 'The class an invite code opens: its name and teachers (for a visitor with the link)',
  },
  'GET /api/classes/{id}': {
    summary:
      "A class as you may see it: a teacher's view (members, invite) or a member's (the assignments with your own progress)",
    owner: true,
  },
  'PATCH /api/classes/{id}': { summary: 'Rename a class you teach', owner: true },
  'DELETE /api/classes/{id}': { summary: 'Delete a class you created (admins: any, audit-logged)', owner: true },
  'PUT /api/classes/{id}/invite': { summary: "Switch a class's invite code off or on", owner: true },
  'POST /api/classes/{id}/invite/rotate': { summary: 'A new invite code; the old one stops working at once', owner: true },
  'DELETE /api/classes/{id}/members/{userId}': {
    summary: 'Remove a member (teachers), or leave the class (your own id)',
    owner: true,
  },
  'POST /api/classes/{id}/teachers': { summary: 'Add a co-teacher by username (the creator)', owner: true },
  'DELETE /api/classes/{id}/teachers/{userId}': {
    summary: 'Remove a co-teacher (the creator), or step down (your own id)',
    owner: true,
  },
  'POST /api/classes/{id}/assignments': { summary: 'Assign a category, with a due date, skills and a target', owner: true },
  'PATCH /api/classes/{id}/assignments/{assignmentId}': {
    summary: "Change an assignment's due date, skills or target",
    owner: true,
  },
  'DELETE /api/classes/{id}/assignments/{assignmentId}': { summary: 'Remove an assignment', owner: true },
  'GET /api/classes/{id}/progress': {
    summary: "Every member's progress on every assignment, and the class's hardest words (teachers and admins)",
    owner: true,
    answers: classProgressSchema,
  },
  'GET /api/classes/{id}/progress.csv': {
    summary: "The members' progress as CSV (teachers and admins)",
    owner: true,
    produces: 'text/csv',
  },
  'GET /api/admin/classes': { summary: 'Every class (admins)' },

  'GET /api/tags': { summary: 'Every tag (hidden ones for admins only)' },
  'POST /api/tags': { summary: 'Create a tag' },
  'PUT /api/tags/{id}': { summary: 'Edit a tag' },
  'DELETE /api/tags/{id}': { summary: 'Delete a tag' },
  'POST /api/tags/categories': { summary: 'Categories carrying the given tags' },
  'POST /api/tags/categories/{categoryId}/tags': { summary: 'Add tags to your category', owner: true },
  'DELETE /api/tags/categories/{categoryId}/tags': { summary: 'Remove tags from your category', owner: true },

  'POST /api/learning-session/start': { summary: 'Start a learning session on a category', owner: true },
  'GET /api/learning-session': { summary: 'Your learning session, if one is running' },
  'POST /api/learning-session/continue': { summary: 'Continue your learning session', owner: true },
  'POST /api/learning-session/next-batch': { summary: 'The next batch of words of your learning session', owner: true },
  'DELETE /api/learning-session': { summary: 'End your learning session' },

  'GET /api/progress': { summary: 'Your progress in the five games' },
  'POST /api/progress/merge': { summary: 'Merge progress kept while signed out into yours' },
  'PUT /api/progress/{gameId}': { summary: 'Record a game result' },

  'POST /api/reviews': {
    summary: "Record a game's or drill's answers, or Review's grades, for spaced repetition (idempotent per playId)",
  },
  'GET /api/reviews/due': { summary: 'Words due for review' },
  'GET /api/reviews/queue': { summary: "Review's cards: every skill's due cards with the next interval of each grade" },
  'GET /api/reviews/mistakes': { summary: 'Your mistake book: the words you missed most' },
  'GET /api/reviews/summary': { summary: 'How many words are due and in the mistake book, per game' },
  'GET /api/reviews/settings': { summary: 'Your review settings' },
  'PUT /api/reviews/settings': { summary: 'Change your review settings' },
  'GET /api/reviews/history.csv': { summary: 'Your whole review log as CSV', produces: 'text/csv' },

  'GET /api/stats': { summary: 'Your learning statistics (streaks, daily counts)' },

  'GET /api/admin/users': { summary: 'Accounts, paged and searchable, each with its number of live sessions' },
  'POST /api/admin/users/{id}/logout-everywhere': { summary: 'Sign an account out on every device (ends all its sessions)' },
  'PUT /api/admin/users/{id}/role': { summary: "Change an account's role" },
  'POST /api/admin/users/{id}/reset-password': { summary: 'Set a new password for an account (ends its sessions)' },
  'DELETE /api/admin/users/{id}': { summary: 'Delete an account' },
  'GET /api/admin/audit-log': { summary: 'The latest admin actions' },

  'GET /api/openapi.json': { summary: 'This API description (OpenAPI 3.1)' },
  'GET /api/docs': { summary: 'This API reference as a web page', produces: 'text/html' },
  'GET /api/docs.css': { summary: "The reference page's stylesheet", produces: 'text/css' },
};

/** One line per tag (the first path segment after /api, see tagOf in openapi-document.ts). */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  health: 'Health checks and public configuration.',
  auth: 'Accounts, sign-in and tokens.',
  user: 'The signed-in user.',
  vocabulary: "Categories and words: the public lists, a learner's own vocabulary and the admin editor.",
  'vocabulary-admin': 'Admin tools for the vocabulary: renaming, approval, cache, import and export.',
  tags: 'Tags on categories.',
  'learning-session': 'Learning sessions: a category studied in batches.',
  progress: 'Progress in the five games.',
  reviews: 'Spaced repetition (FSRS): recorded answers, due words, the mistake book.',
  stats: 'Learning statistics.',
  admin: 'Account management and the audit log.',
  'api-docs': 'This description and its reference page.',
  media: "Words' pictures and recorded sounds, served by the hash of their content.",
};
