import { WarningIcon } from '@/components/icons';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../../vocabulary-editor.i18n';
import { MEDIA_TEXT } from '../../media/media.i18n';
import { WordMediaSection } from '../media/word-media-section';
import { AddWordsDetails } from './add-words-details';
import { ManualEntryPanel } from './manual-entry-panel';
import { PatternEntryPanel } from './pattern-entry-panel';
import {
  TABS,
  useAddWordsForm,
  type AddWordsCategory,
  type AddWordsForm as AddWordsFormState,
  type AddWordsFormOptions,
} from './use-add-words-form';
import { WordsPreview } from './words-preview';
import '@/components/ui/form-field.css';
import './add-words-dialog.css';

export type { AddWordsCategory };

export interface AddWordsDialogProps extends Omit<AddWordsFormOptions, 'category'> {
  open: boolean;
  category: AddWordsCategory | null;
}

/**
 * Add Word (vocabulary-management.md §4, §5): Manual Entry rows or Pattern Entry text, a live
 * preview of what will be added and what is skipped, a picture and sound for a single word (issue
 * 34, uploaded once the word exists), each pair's Details (issue 32, closed at first), then one
 * batch request for the category.
 * Closing, cancelling or a success resets it to one empty row on the Manual Entry tab (the form
 * lives only while the dialog is open); a failure keeps everything typed.
 */
export function AddWordsDialog({ open, category, ...props }: AddWordsDialogProps) {
  if (!open || !category) return null;
  return <AddWordsForm category={category} {...props} />;
}

function AddWordsForm(props: AddWordsFormOptions) {
  const t = useMessages(EDITOR_TEXT);
  const mediaText = useMessages(MEDIA_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const form = useAddWordsForm(props);
  const { ids, forbidden, error, pending } = form;

  return (
    <Modal
      open
      title={t.addWordTitle}
      description={t.categoryLabel(props.category.display_name)}
      onClose={form.close}
      className="add-words"
    >
      <form className="add-words__form" onSubmit={form.submit} onPaste={form.onPaste} noValidate aria-busy={pending || undefined}>
        <EntryTabs form={form} />
        {form.tab === 'manual' ? <ManualEntryPanel form={form} /> : <PatternEntryPanel form={form} />}
        {forbidden.length > 0 && (
          <p id={ids.forbidden} className="add-words__forbidden" role="alert">
            <WarningIcon className="add-words__forbidden-icon" aria-hidden="true" />
            {MY_VOCABULARY_MESSAGES.forbiddenCharacters(forbidden)}
          </p>
        )}
        <WordsPreview form={form} />
        <WordMediaSection media={form.media} note={mediaText.addWordHint} />
        <AddWordsDetails form={form} />
        {error && (
          <p className="field__error add-words__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions
          confirmLabel={t.addWords}
          pendingLabel={t.adding}
          cancelLabel={t.cancel}
          pending={pending}
          canConfirm={form.canSubmit}
          onCancel={form.close}
        />
      </form>
    </Modal>
  );
}

/** Manual Entry and Pattern Entry: tabs the arrow keys, Home and End move between. */
function EntryTabs({ form }: { form: AddWordsFormState }) {
  const t = useMessages(EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const { ids, tab } = form;
  return (
    <div className="add-words__tabs" role="tablist" aria-label={t.howToEnter} onKeyDown={form.onTabKeyDown}>
      {TABS.map(({ id, label }) => (
        <button
          key={id}
          ref={form.ref(ids.tab(id))}
          id={ids.tab(id)}
          type="button"
          role="tab"
          className="add-words__tab"
          aria-selected={tab === id}
          aria-controls={ids.panel(id)}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => form.selectTab(id)}
        >
          {MY_VOCABULARY_MESSAGES[label]}
        </button>
      ))}
    </div>
  );
}
