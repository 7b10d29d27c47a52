import type { LayoutReading } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { RUSSIAN_INPUT_TEXT } from './russian-input.i18n';

/**
 * "Typed on the English layout — read as «привет»": said when an answer was judged as typed on the
 * other layout (issue 33 §5). `russian`: in Russian whatever the interface (Mission speaks Russian).
 */
export function LayoutNote({
  reading,
  russian = false,
  className,
}: {
  reading: LayoutReading;
  russian?: boolean;
  className?: string;
}) {
  const texts = useMessages(RUSSIAN_INPUT_TEXT);
  const t = russian ? RUSSIAN_INPUT_TEXT.ru : texts;
  return <p className={className}>{t.layoutNote[reading.typedOn](reading.text)}</p>;
}
