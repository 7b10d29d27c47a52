import { CloudOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/i18n';
import { PHONE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useOnlineStatus } from './online-status';
import { OFFLINE_TEXT } from './offline.i18n';

/**
 * "Offline" in the header while the browser has no connection; the explanation is its tooltip
 * and, for screen readers, part of what is announced. The live region is always there (empty when
 * online), so the change is announced instead of arriving as a new node nobody reads.
 */
export function OfflineBadge() {
  const online = useOnlineStatus();
  const t = useMessages(OFFLINE_TEXT);
  // On phones the header has room for the icon only; the word stays for screen readers.
  const iconOnly = useMediaQuery(PHONE_SCREEN);
  return (
    <span role="status">
      {!online && (
        <span title={t.explanation}>
          <Badge tone="warning">
            <CloudOff aria-hidden="true" size={14} />
            <span className={iconOnly ? 'visually-hidden' : undefined}>{t.offline}</span>
            <span className="visually-hidden">. {t.explanation}</span>
          </Badge>
        </span>
      )}
    </span>
  );
}
