import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_SHARED_CATEGORIES, MEDIA_LIMITS } from '@slovo/shared';
import { z } from 'zod';
import { StartupError } from './startup-error';

/** Paths default relative to the repository, never to the working directory, so `tsx` works from anywhere. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DEFAULT_DATA_DIR = join(REPO_ROOT, 'data');
const JWT_SECRET_FILE = 'jwt-secret';
const MIN_JWT_SECRET_LENGTH = 32;

export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export interface AdminAccountConfig {
  username: string;
  password: string;
  email: string;
}

/** The environment as validated, before a missing JWT_SECRET is generated (see resolveJwtSecret). */
export type ParsedConfig = Omit<AppConfig, 'jwtSecret'> & { jwtSecret: string | null };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Folder for files the server keeps (the SQLite database, the generated JWT secret). */
  dataDir: string;
  jwtSecret: string;
  redisUrl: string | null;
  /** Prefix for every Redis key, so several apps (or test files) can share one Redis. */
  redisKeyPrefix: string;
  admin: AdminAccountConfig | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  /** General per-IP limit for every route; 0 disables it (the benchmark does). */
  rateLimitPerMinute: number;
  /**
   * Which X-Forwarded-* hops to believe, so per-IP limits and the cookie's Secure flag see the
   * client (see parseTrustProxy). Passed to Fastify's `trustProxy` as is.
   */
  trustProxy: TrustProxy;
  /** How many of their own categories one user may have shared at a time (spec §9: 10 by default). */
  sharedCategoryLimit: number;
  /** What one learner's pictures and sounds may take, in MB (issue 34); admins are exempt. */
  mediaQuotaMb: number;
  /**
   * Whether new words get facts from the open dictionaries (az, CMUdict…, issue 32), loaded on
   * first use (about 120 MB of memory, docs/performance.md); WORD_DICTIONARIES=off saves it.
   */
  wordDictionaries: boolean;
  support: { cardTransfer: string | null; bankTransfer: string | null };
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? null : value.trim()));

/** false: no proxy; a number: that many proxies in front; a list: the proxies' addresses or CIDR ranges. */
export type TrustProxy = false | number | string[];

const MAX_PROXY_HOPS = 20;
/** Names proxy-addr (Fastify's trustProxy) understands for the private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY. `true` means ONE hop, the usual single reverse proxy: Fastify's own `true` trusts
 * every hop, so the client picks its address by writing the left-most X-Forwarded-For entry and
 * escapes every per-IP limit. A number trusts that many proxies; a list trusts those addresses.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') return 1;
    if (/^\d+$/.test(value) && Number(value) <= MAX_PROXY_HOPS) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, true (one proxy), a number of proxies from 1 to ${MAX_PROXY_HOPS}, or a comma-separated list of the proxies' addresses or CIDR ranges (got "${raw?.trim() ?? ''}")`,
    });
    return z.NEVER;
  });

/**
 * The setting as Fastify's `trustProxy` option. A hop count becomes the function proxy-addr would
 * make of it: Fastify itself now refuses a bare number (it trusts nothing then), because counting
 * hops cannot tell a proxy from a client that reaches the app directly and writes X-Forwarded-For
 * itself. That is the operator's side of the bargain (README: only the proxy may reach the app);
 * a list of the proxies' addresses holds even without it.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const integerIn = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return parsed;
    });

const envSchema = z.object({
  PORT: integerIn(0, 65_535, 3000),
  HOST: z
    .string()
    .optional()
    .transform((value) => value?.trim() || '0.0.0.0'),
  DATABASE_URL: optionalText,
  JWT_SECRET: optionalText.refine((value) => value === null || value.length >= MIN_JWT_SECRET_LENGTH, {
    message: `must be at least ${MIN_JWT_SECRET_LENGTH} characters (or unset to generate one)`,
  }),
  REDIS_URL: optionalText.refine((value) => value === null || /^rediss?:\/\//.test(value), {
    message: 'must start with redis:// or rediss://',
  }),
  REDIS_KEY_PREFIX: z
    .string()
    .optional()
    .transform((value) => value?.trim() || 'slovo:'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  ADMIN_EMAIL: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent', ''], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional()
    .transform((value) => (value ? value : 'info')),
  WEB_DIST: optionalText,
  RATE_LIMIT_PER_MINUTE: integerIn(0, 10_000_000, 600),
  TRUST_PROXY: trustProxySetting,
  SHARED_CATEGORY_LIMIT: integerIn(0, 10_000, MAX_SHARED_CATEGORIES),
  MEDIA_QUOTA_MB: integerIn(0, 100_000, MEDIA_LIMITS.defaultQuotaMb),
  WORD_DICTIONARIES: z
    .enum(['on', 'off', ''], { error: 'must be on or off' })
    .optional()
    .transform((value) => value !== 'off'),
  SUPPORT_CARD_TRANSFER: optionalText,
  SUPPORT_BANK_TRANSFER: optionalText,
});

function parseDatabaseUrl(value: string | null): DatabaseTarget {
  if (value === null) return { kind: 'sqlite', path: join(DEFAULT_DATA_DIR, 'slovo.db') };
  if (value.startsWith('file:')) {
    const rest = value.slice('file:'.length);
    const path = rest.startsWith('//') ? fileURLToPath(value) : rest;
    if (path === '') throw new StartupError('Invalid DATABASE_URL: file: needs a path, e.g. file:data/slovo.db');
    return { kind: 'sqlite', path: isAbsolute(path) ? path : resolve(path) };
  }
  if (value.startsWith('postgres://') || value.startsWith('postgresql://')) {
    try {
      const url = new URL(value);
      if (!url.hostname) throw new Error('no host');
    } catch {
      throw new StartupError('Invalid DATABASE_URL: not a valid postgres:// URL');
    }
    return { kind: 'postgres', url: value };
  }
  // Only the scheme is echoed: the rest may hold a password.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0] ?? value.slice(0, 12);
  throw new StartupError(
    `Invalid DATABASE_URL (${scheme}…): use file:PATH for SQLite or postgres://user@host:5432/db for PostgreSQL`,
  );
}

function parseAdmin(username: string | null, password: string | null, email: string | null): AdminAccountConfig | null {
  if (username === null && password === null) return null;
  if (username === null || password === null) {
    throw new StartupError('Invalid configuration: set ADMIN_USERNAME and ADMIN_PASSWORD together (or neither)');
  }
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) {
    throw new StartupError('Invalid ADMIN_USERNAME: use 3 to 32 letters, digits, underscores, dots or hyphens');
  }
  if (password.length < 8 || password.length > 128) {
    throw new StartupError('Invalid ADMIN_PASSWORD: it must be between 8 and 128 characters');
  }
  return { username, password, email: email ?? `${username.toLowerCase()}@localhost` };
}

/** Validates the environment once. Throws StartupError with a one-line, secret-free message. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): ParsedConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue ? String(issue.path[0] ?? 'environment') : 'environment';
    throw new StartupError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = result.data;
  const database = parseDatabaseUrl(e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir: database.kind === 'sqlite' ? dirname(database.path) : DEFAULT_DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    admin: parseAdmin(e.ADMIN_USERNAME, e.ADMIN_PASSWORD, e.ADMIN_EMAIL),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === null ? join(REPO_ROOT, 'apps', 'web', 'dist') : resolve(e.WEB_DIST),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    sharedCategoryLimit: e.SHARED_CATEGORY_LIMIT,
    mediaQuotaMb: e.MEDIA_QUOTA_MB,
    wordDictionaries: e.WORD_DICTIONARIES,
    support: { cardTransfer: e.SUPPORT_CARD_TRANSFER, bankTransfer: e.SUPPORT_BANK_TRANSFER },
  };
}

/**
 * Returns JWT_SECRET, or the secret kept in `<dataDir>/jwt-secret`, generating it (mode 600) on first
 * start. Several instances on one machine share it; instances on different machines need JWT_SECRET.
 */
export function resolveJwtSecret(config: ParsedConfig): string {
  if (config.jwtSecret !== null) return config.jwtSecret;
  const file = join(config.dataDir, JWT_SECRET_FILE);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx' so two instances starting together never overwrite each other's secret.
      writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_JWT_SECRET_LENGTH) throw new Error('the stored secret is too short; delete the file');
    return secret;
  } catch (error) {
    throw new StartupError(`Cannot keep the JWT secret at ${file}: ${describeFsError(error)}`);
  }
}

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'ENOENT':
      return 'the folder does not exist';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return error instanceof Error ? (error.message.split('\n')[0] ?? 'unknown error') : 'unknown error';
  }
}

/** parseConfig followed by resolveJwtSecret: what the server runs at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = parseConfig(env);
  return { ...config, jwtSecret: resolveJwtSecret(config) };
}
