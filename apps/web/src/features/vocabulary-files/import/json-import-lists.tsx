import { localizeServerText, useFormat, useMessages } from '@/i18n';
import { JSON_IMPORT_TEXT } from './json-import.i18n';

/** The counts of a file's preview and of an import's result: categories, words, tags. */
export function Counts({ label, counts }: { label: string; counts: { categories: number; words: number; tags: number } }) {
  const T = useMessages(JSON_IMPORT_TEXT);
  const format = useFormat();
  return (
    <dl className="import-dialog__counts" aria-label={label}>
      {(['categories', 'words', 'tags'] as const).map((key) => (
        <div key={key} className="import-dialog__count">
          <dt>{T.counts[key]}</dt>
          <dd>{format.number(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Problems as "categories[3].words[12]: english is empty": the place stays as it is, the reason
 * (a shared rule's text, the file's or the server's) shows in the interface language.
 */
export function ProblemList({ label, problems }: { label: string; problems: readonly string[] }) {
  return (
    // Scrollable, so focusable: a keyboard can scroll a long list.
    <ul className="import-dialog__problems" aria-label={label} tabIndex={0}>
      {problems.map((problem, index) => {
        const split = problem.indexOf(': ');
        return (
          <li key={index}>
            {split > 0 ? (
              <>
                <code>{problem.slice(0, split)}</code>: {localizeServerText(problem.slice(split + 2))}
              </>
            ) : (
              localizeServerText(problem)
            )}
          </li>
        );
      })}
    </ul>
  );
}
