import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@slovo/shared';
import { createFormatter } from '@/i18n';
import { ADMIN_USERS_TEXT } from './admin-users.i18n';
import { absoluteTime, describeAuditEntry, joinedDate, relativeTime } from './audit-entry';
import { adminUserFailureMessage } from './api/failure-message';
import { ApiError } from '@/lib/api-client';

const entry = (fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  action: 'password_reset',
  actor_id: 1,
  actor_username: 'admin',
  target_id: 2,
  target_username: 'alice',
  from_role: null,
  to_role: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...fields,
});

describe('describeAuditEntry', () => {
  it('words each kind of change with the names as they were', () => {
    expect(describeAuditEntry(entry({ action: 'role_changed', from_role: 'user', to_role: 'admin' }))).toBe(
      "admin changed alice's role from user to admin",
    );
    expect(describeAuditEntry(entry({ action: 'role_changed' }))).toBe("admin changed alice's role");
    expect(describeAuditEntry(entry({ action: 'password_reset', target_username: 'bob' }))).toBe("admin reset bob's password");
    expect(describeAuditEntry(entry({ action: 'user_deleted', target_username: 'carol' }))).toBe('admin deleted carol');
    expect(describeAuditEntry(entry({ action: 'signed_out_everywhere', target_username: 'dan' }))).toBe(
      'admin signed dan out on every device',
    );
    expect(
      describeAuditEntry(entry({ action: 'signed_out_everywhere', target_username: 'dan' }), ADMIN_USERS_TEXT.ru.audit),
    ).toBe('admin: сеансы dan завершены на всех устройствах');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2025-06-10T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(5), now)).toBe('just now');
    expect(relativeTime(ago(-30), now)).toBe('just now');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(15 * 86400), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('last year');
    expect(relativeTime('not a time', now)).toBeNull();
  });

  it('gives the exact time for the tooltip, in UTC', () => {
    expect(absoluteTime('2024-03-05T14:05:00.000Z')).toBe('5 Mar 2024, 14:05 UTC');
    expect(absoluteTime('nope')).toBeNull();
  });
});

describe('adminUserFailureMessage', () => {
  it("reads 'HTTP {status}: {statusText}' with the server's reason after it, else the client's message", () => {
    const refused = new ApiError('HTTP 409', { status: 409, kind: 'http', serverMessage: 'You cannot delete your own account' });
    expect(adminUserFailureMessage(refused)).toBe('HTTP 409: Conflict - You cannot delete your own account');
    expect(adminUserFailureMessage(new ApiError('Resource not found.', { status: 404, kind: 'http' }))).toBe(
      'HTTP 404: Not Found',
    );
    expect(adminUserFailureMessage(new ApiError('Request timeout', { kind: 'timeout' }))).toBe('Request timeout');
  });
});

describe('in Russian', () => {
  const ru = createFormatter('ru');
  const now = Date.parse('2025-06-10T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('words each kind of change, naming the roles in Russian', () => {
    const t = ADMIN_USERS_TEXT.ru.audit;
    expect(describeAuditEntry(entry({ action: 'role_changed', from_role: 'admin', to_role: 'user' }), t)).toBe(
      'admin: роль alice изменена с «администратор» на «пользователь»',
    );
    expect(describeAuditEntry(entry({ action: 'role_changed' }), t)).toBe('admin: роль alice изменена');
    expect(describeAuditEntry(entry({ action: 'password_reset', target_username: 'bob' }), t)).toBe('admin: пароль bob сброшен');
    expect(describeAuditEntry(entry({ action: 'user_deleted', target_username: 'carol' }), t)).toBe(
      'admin: пользователь carol удалён',
    );
  });

  it('says how long ago with Russian forms, and the exact time and the joining day in Russian', () => {
    expect(relativeTime(ago(5), now, 'ru')).toBe('только что');
    expect(relativeTime(ago(60), now, 'ru')).toBe('1 минуту назад');
    expect(relativeTime(ago(3 * 60), now, 'ru')).toBe('3 минуты назад');
    expect(relativeTime(ago(5 * 60), now, 'ru')).toBe('5 минут назад');
    expect(relativeTime(ago(30 * 3600), now, 'ru')).toBe('вчера');
    expect(absoluteTime('2024-03-05T14:05:00.000Z', ru)).toBe('5 мар. 2024 г., 14:05 UTC');
    expect(joinedDate('2024-03-05T23:30:00.000Z', ru)).toBe('5 мар. 2024 г.');
    expect(joinedDate('2024-03-05T23:30:00.000Z')).toBe('5 Mar 2024');
    expect(joinedDate('nope', ru)).toBeNull();
  });
});
