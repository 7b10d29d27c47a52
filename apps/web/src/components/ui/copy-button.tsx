import { useEffect, useRef, useState } from 'react';
import { COPY_TICK_MS } from '@slovo/shared';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { messagesNow, useMessages } from '@/i18n';
import { Button } from './button';
import { toast } from './toast-store';
import { UI_TEXT } from './ui.i18n';

/** Clipboard write with a fallback for browsers or insecure origins without the async API. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Copies `text`; shows a "Copied!" tick for 2 s (spec §9 copy tick). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const t = useMessages(UI_TEXT);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    const ok = await copyText(text);
    if (!ok) {
      toast.error(messagesNow(UI_TEXT).copyFailed);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
  };

  return (
    <Button
      size="sm"
      variant={copied ? 'primary' : 'secondary'}
      onClick={() => void onCopy()}
      aria-label={copied ? t.copied : label}
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? t.copied : t.copy}
    </Button>
  );
}
