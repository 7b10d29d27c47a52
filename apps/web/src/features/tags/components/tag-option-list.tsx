import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import type { useTagsQuery } from '../api/get-tags';
import { TAG_EDITOR_TEXT } from '../tags.i18n';
import type { TagOption } from './tag-options';
import { tagCheckboxId } from './use-tag-creation';

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface TagOptionListProps {
  baseId: string;
  /** Labels the list. */
  labelId: string;
  tags: ReturnType<typeof useTagsQuery>;
  options: readonly TagOption[];
  shown: readonly TagOption[];
  draft: readonly number[];
  busy: boolean;
  onToggle: (id: number, on: boolean) => void;
}

/** The tags to choose from, a checkbox each; or why there are none (loading, failed, none, no match). */
export function TagOptionList({ baseId, labelId, tags, options, shown, draft, busy, onToggle }: TagOptionListProps) {
  const t = useMessages(TAG_EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  if (tags.isPending) {
    return (
      <div className="tag-editor__state" role="status">
        <Spinner size="sm" /> {t.loadingTags}
      </div>
    );
  }
  if (tags.isError && tags.data === undefined) {
    return (
      <div className="tag-editor__state tag-editor__state--error" role="alert">
        <span>{MY_VOCABULARY_MESSAGES.loadTagsFailed}</span>
        <Button size="sm" onClick={() => void tags.refetch()}>
          {MY_VOCABULARY_MESSAGES.retry}
        </Button>
      </div>
    );
  }
  if (options.length === 0) return <p className="tag-editor__state">{MY_VOCABULARY_MESSAGES.noTagsAvailable}</p>;
  if (shown.length === 0) return <p className="tag-editor__state">{MY_VOCABULARY_MESSAGES.noTagsMatching}</p>;
  return (
    <ul className="tag-editor__options" aria-labelledby={labelId}>
      {shown.map((tag) => (
        <li key={tag.id}>
          <label className="tag-editor__option">
            <input
              id={tagCheckboxId(baseId, tag.id)}
              type="checkbox"
              checked={draft.includes(tag.id)}
              disabled={busy}
              onChange={(event) => onToggle(tag.id, event.target.checked)}
            />
            <span
              className="tag-editor__swatch"
              aria-hidden="true"
              style={tag.color && HEX_COLOR.test(tag.color) ? { background: tag.color } : undefined}
            />
            <span className="tag-editor__name">{tag.display_name}</span>
            {tag.usage_count !== undefined && (
              <span className="tag-editor__count">
                <span className="visually-hidden">{t.usedBy}</span>
                {tag.usage_count}
                <span className="visually-hidden"> {t.categories(tag.usage_count)}</span>
              </span>
            )}
          </label>
        </li>
      ))}
    </ul>
  );
}
