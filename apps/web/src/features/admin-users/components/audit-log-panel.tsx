import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat, useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import { absoluteTime, describeAuditEntry, relativeTime } from '../audit-entry';
import { auditLogQuery } from '../api/get-audit-log';
import { adminUserFailureMessage } from '../api/failure-message';

/** How often "5 minutes ago" is worked out again while the page stays open. */
const RELATIVE_TIME_REFRESH_MS = 30_000;

/** The current time, renewed every `intervalMs`. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Recent changes: the audit log's newest entries (who changed whose role, reset whose password,
 * deleted whom, and when). Every write of the screen invalidates it, so it follows at once.
 */
export function AuditLogPanel({ identity }: { identity: string }) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const format = useFormat();
  const log = useQuery(auditLogQuery(identity));
  const entries = log.data;
  const now = useNow(RELATIVE_TIME_REFRESH_MS);

  return (
    <section
      className="admin-users__audit card"
      aria-labelledby="admin-users-audit-title"
      aria-busy={log.isFetching || undefined}
    >
      <h2 id="admin-users-audit-title" className="admin-users__panel-title">
        {TEXT.auditTitle}
      </h2>
      {log.isPending ? (
        <p className="admin-users__muted admin-users__audit-status" role="status">
          <Spinner size="sm" /> {TEXT.auditLoading}
        </p>
      ) : entries === undefined ? (
        <div className="admin-users__audit-status" role="alert">
          <p>
            {TEXT.auditFailed}: {adminUserFailureMessage(log.error)}
          </p>
          <Button size="sm" onClick={() => void log.refetch()}>
            {TEXT.retry}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="admin-users__muted">{TEXT.auditEmpty}</p>
      ) : (
        <ol className="admin-users__audit-list" aria-labelledby="admin-users-audit-title">
          {entries.map((entry) => (
            <li key={entry.id} className={`admin-users__audit-entry is-${entry.action.replace('_', '-')}`}>
              <span>{describeAuditEntry(entry, TEXT.audit)}</span>
              <time dateTime={entry.created_at} title={absoluteTime(entry.created_at, format) ?? undefined}>
                {relativeTime(entry.created_at, now, format.locale) ?? entry.created_at}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
