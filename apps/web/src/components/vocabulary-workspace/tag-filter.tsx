import { useId } from 'react';
import { MAX_TAG_FILTER } from '@slovo/shared';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerText, useLocale, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { WORKSPACE_TEXT } from './workspace.i18n';

/** A tag the filter offers. */
export interface FilterTag {
  name: string;
  display_name: string;
}

export interface TagOptionsState {
  tags: readonly FilterTag[] | undefined;
  isLoading: boolean;
  /** 'Failed to load available tags' when the list could not be loaded. */
  error: string | null;
}

interface TagFilterProps {
  selected: readonly string[];
  options: TagOptionsState;
  onToggle: (name: string) => void;
}

/** Tag multi-select as a list of checkboxes: once 10 are chosen the others are disabled (spec §5). */
export function TagFilter({ selected, options, onToggle }: TagFilterProps) {
  const hintId = useId();
  const full = selected.length >= MAX_TAG_FILTER;
  const TEXT = useMessages(WORKSPACE_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const locale = useLocale();
  let body;
  if (options.error) {
    body = (
      <p className="field__error" role="alert">
        {localizeServerText(options.error, locale)}
      </p>
    );
  } else if (!options.tags) {
    body = (
      <p className="vocab-ws__muted" role="status">
        <Spinner size="sm" /> {TEXT.loadingTags}
      </p>
    );
  } else if (options.tags.length === 0) {
    body = <p className="vocab-ws__muted">{MY_VOCABULARY_MESSAGES.noTagsAvailable}</p>;
  } else {
    body = (
      <ul className="vocab-ws__tag-list" role="list">
        {options.tags.map((tag) => {
          const checked = selected.includes(tag.name);
          return (
            <li key={tag.name}>
              <label className="vocab-ws__tag-option">
                <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(tag.name)} />
                <span>{tag.display_name || tag.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset className="vocab-ws__fieldset" aria-describedby={hintId}>
      <legend className="field__label">{TEXT.tagsLegend}</legend>
      <p id={hintId} className="field__hint">
        {full ? TEXT.tagsLimitReached(MAX_TAG_FILTER) : TEXT.tagsHint(MAX_TAG_FILTER)}
      </p>
      {body}
    </fieldset>
  );
}
