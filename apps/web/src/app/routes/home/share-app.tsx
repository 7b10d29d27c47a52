import { useState } from 'react';
import { APP_NAME } from '@slovo/shared';
import { ShareIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { useMessages } from '@/i18n';
import { SUPPORT_TEXT } from './support.i18n';

/** The app's own address (its home page), whatever page the dialog was opened from. */
function appAddress(): string {
  return new URL('/', window.location.href).href;
}

/**
 * What a visitor can do when no tip details are configured: tell someone about the app. The
 * system share sheet where the browser has one (phones), otherwise the link with a copy button.
 */
export function ShareApp() {
  const [url] = useState(appAddress);
  const canShare = typeof navigator.share === 'function';
  const t = useMessages(SUPPORT_TEXT);

  const share = async () => {
    try {
      await navigator.share({ title: APP_NAME, text: t.shareText, url });
    } catch {
      // Cancelled by the user, or refused by the browser: nothing to report.
    }
  };

  return (
    <section className="support-method" aria-labelledby="support-share-title">
      <div className="support-method__head">
        <ShareIcon className="support-method__icon" aria-hidden="true" />
        <div>
          <h3 id="support-share-title" className="support-method__title">
            {t.shareTitle}
          </h3>
          <p className="support-method__hint">{t.shareHint}</p>
        </div>
      </div>
      <div className="support-method__value">
        <code>{url}</code>
        {canShare ? (
          <Button size="sm" variant="primary" onClick={() => void share()}>
            <ShareIcon aria-hidden="true" />
            {t.share}
          </Button>
        ) : (
          <CopyButton text={url} label={t.copyLink} />
        )}
      </div>
    </section>
  );
}
