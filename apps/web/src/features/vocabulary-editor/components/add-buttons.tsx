import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import type { EditedCategory } from '../edited-category';
import type { CategoryEditor } from '../use-category-editor-actions';

/** The toolbar's first two buttons in both editors: '+ Add Category', and '+ Add Word' while a category is selected. */
export function AddButtons<S extends EditedCategory>({
  editor,
}: {
  editor: Pick<CategoryEditor<S, never>, 'current' | 'open' | 'openCreate'>;
}) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const { current } = editor;
  return (
    <>
      <Button variant="primary" onClick={editor.openCreate}>
        <span aria-hidden="true">+</span> {MY_VOCABULARY_MESSAGES.addCategory}
      </Button>
      {current && (
        <Button onClick={() => editor.open({ kind: 'add-words', category: current })}>
          <span aria-hidden="true">+</span> {MY_VOCABULARY_MESSAGES.addWord}
        </Button>
      )}
    </>
  );
}
