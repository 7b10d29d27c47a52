/**
 * How the Recent changes panel words an audit-log entry and its time. Pure, tested without React.
 * The names are those the log kept at the time, so a deleted account still reads as it was.
 */
import type { AuditLogEntry } from '@slovo/shared';

/** "admin changed alice's role from user to admin", "admin reset bob's password", "admin deleted carol". */
export function describeAuditEntry(entry: AuditLogEntry): string {
  const actor = entry.actor_username;
  const target = entry.target_username;
  switch (entry.action) {
    case 'role_changed':
      return entry.from_role && entry.to_role
        ? `${actor} changed ${target}'s role from ${entry.from_role} to ${entry.to_role}`
        : `${actor} changed ${target}'s role`;
    case 'password_reset':
      return `${actor} reset ${target}'s password`;
    case 'user_deleted':
      return `${actor} deleted ${target}`;
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

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; null for an unreadable time. */
export function relativeTime(iso: string, now: number = Date.now()): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  // A clock a little ahead of ours is still "just now", never "in 2 seconds".
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** "5 Mar 2024, 14:05 UTC" for the tooltip; null for an unreadable time. */
export function absoluteTime(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : `${absolute.format(time)} UTC`;
}
