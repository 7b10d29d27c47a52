/**
 * How the screen words an audit-log entry and its time, and an account's joining day, in the
 * interface language given (English by default). Pure, tested without React.
 * The names are those the log kept at the time, so a deleted account still reads as it was.
 */
import type { AuditLogEntry } from '@slovo/shared';
import { INTL_LOCALE, createFormatter, type Formatter, type Locale } from '@/i18n';
import { ADMIN_USERS_TEXT } from './admin-users.i18n';

type AuditText = (typeof ADMIN_USERS_TEXT)['en']['audit'];

/**
 * "admin changed alice's role from user to admin", "admin reset bob's password", "admin deleted
 * carol", "admin signed dan out on every device".
 */
export function describeAuditEntry(entry: AuditLogEntry, t: AuditText = ADMIN_USERS_TEXT.en.audit): string {
  const actor = entry.actor_username;
  const target = entry.target_username;
  switch (entry.action) {
    case 'role_changed':
      return entry.from_role && entry.to_role
        ? t.roleChangedFromTo(actor, target, entry.from_role, entry.to_role)
        : t.roleChanged(actor, target);
    case 'password_reset':
      return t.passwordReset(actor, target);
    case 'user_deleted':
      return t.userDeleted(actor, target);
    case 'signed_out_everywhere':
      return t.signedOutEverywhere(actor, target);
    case 'class_deleted':
      return t.classDeleted(actor, target, entry.detail ?? '');
  }
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats: Partial<Record<Locale, Intl.RelativeTimeFormat>> = {};
const relativeFormat = (locale: Locale) =>
  (relativeFormats[locale] ??= new Intl.RelativeTimeFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], { numeric: 'auto' }));
const absolute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago" ("только что", "5 минут назад", "вчера"
 * in Russian); null for an unreadable time.
 */
export function relativeTime(iso: string, now: number = Date.now(), locale: Locale = 'en'): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const justNow = ADMIN_USERS_TEXT[locale].audit.justNow;
  // A clock a little ahead of ours is still "just now", never "in 2 seconds".
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 60) return justNow;
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relativeFormat(locale).format(-Math.floor(seconds / size), unit);
  }
  return justNow;
}

/**
 * "5 Mar 2024, 14:05 UTC" for the tooltip ("5 мар. 2024 г., 14:05 UTC" with a Russian formatter);
 * null for an unreadable time.
 */
export function absoluteTime(iso: string, format: Formatter = createFormatter('en')): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  // English keeps its day-month order ("5 Mar 2024"), which en-US would turn round.
  const text =
    format.locale === 'en'
      ? absolute.format(time)
      : format.date(time, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${text} UTC`;
}

const joinedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The day an account was made, read in UTC so every viewer sees the same day: "5 Mar 2024" in
 * English, "5 мар. 2024 г." in Russian; null when unreadable.
 */
export function joinedDate(iso: string, format: Formatter = createFormatter('en')): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return format.locale === 'en'
    ? joinedFormat.format(time)
    : format.date(time, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
