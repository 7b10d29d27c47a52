import { useCallback, useState } from 'react';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useLocale, useMessages } from '@/i18n';
import { readString, writeString } from '@/lib/storage';
import { LISTENING_LANGUAGE_KEY, parseListeningLanguage, type ListeningLanguage } from './logic';
import { LISTENING_TEXT } from './listening.i18n';

/** The learner's language for Listening, remembered in this browser for the next visit. */
export function useListeningLanguage(): [ListeningLanguage, (next: ListeningLanguage) => void] {
  const [language, setLanguage] = useState(() => parseListeningLanguage(readString(LISTENING_LANGUAGE_KEY)));
  const choose = useCallback((next: ListeningLanguage) => {
    setLanguage(next);
    writeString(LISTENING_LANGUAGE_KEY, next);
  }, []);
  return [language, choose];
}

interface ListeningLanguageChoiceProps {
  value: ListeningLanguage;
  /** The languages this device has a voice for: only these can be chosen. */
  languages: readonly ListeningLanguage[];
  onChange: (next: ListeningLanguage) => void;
}

/** "Language: Русский / English" on the setup screen: the side heard and typed. */
export function ListeningLanguageChoice({ value, languages, onChange }: ListeningLanguageChoiceProps) {
  const t = useMessages(LISTENING_TEXT);
  // "Русский" is a Russian word on an English page; on a Russian page both labels are Russian.
  const locale = useLocale();
  const choices = languages.map((id) => ({
    id,
    label: t.languages[id],
    lang: locale === 'en' && id === 'ru' ? 'ru' : undefined,
  }));
  return <ChoiceChips legend={t.language} choices={choices} value={value} onChange={onChange} />;
}
