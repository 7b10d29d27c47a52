import type { AnnotationSource } from '@slovo/shared/rules/word-annotations';
import type { DETAILS_TEXT } from './details.i18n';

/** Where a fact came from, as the Details section says it: an import, a person, a dictionary, a guess. */
export function sourceLabel(source: AnnotationSource, t: typeof DETAILS_TEXT.en): string {
  if (source === 'import') return t.sourceImport;
  if (source === 'editor') return t.sourceEditor;
  if (source === 'suggested') return t.sourceSuggested;
  const [name = '', version = ''] = source.slice('dictionary:'.length).split('@');
  return t.sourceDictionary(name, version);
}
