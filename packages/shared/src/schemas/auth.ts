import { z } from 'zod';
import { ROLES } from '../constants';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE,
} from '../limits/auth';
import { mixesLatinAndCyrillic } from '../rules/name-characters';

/** The registration's username rule (limits/auth.ts): the same checks the form's live checklist ticks. */
export const usernameSchema = z
  .string({ error: USERNAME_MESSAGES.required })
  .trim()
  .normalize('NFC')
  .min(USERNAME_MIN_LENGTH, USERNAME_MESSAGES.length)
  .max(USERNAME_MAX_LENGTH, USERNAME_MESSAGES.length)
  .regex(USERNAME_RULE, USERNAME_MESSAGES.characters)
  .refine((value) => !mixesLatinAndCyrillic(value), {
    error: USERNAME_MESSAGES.mixedAlphabets,
  });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const PASSWORD_LENGTH_MESSAGE = `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE);

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(128),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z
  .object({
    refreshToken: z.string().max(512).optional(),
    /** Accepted for compatibility with the spec's client; never trusted. */
    userId: z.union([z.string(), z.number()]).optional(),
  })
  // A body-less POST arrives as null or undefined: the cookie alone is enough.
  .nullish();

export const roleSchema = z.enum(ROLES);

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const currentUserSchema = publicUserSchema.extend({
  avatar: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
  /** Access-token expiry, ISO 8601. */
  expiresAt: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  userId: z.number().int(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const meResponseSchema = z.object({ user: currentUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /auth/sessions: on how many devices the caller is signed in — their live sessions (sign-ins
 * whose refresh token is neither revoked nor expired), this one included.
 */
export const sessionCountResponseSchema = z.object({ sessions: z.number().int().nonnegative() });
export type SessionCountResponse = z.infer<typeof sessionCountResponseSchema>;

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
