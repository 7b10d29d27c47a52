/**
 * Test-only: Edit Word or Delete Word as the page holds them. The dialog shows `word` in “Kitchen”;
 * closing calls onClose (a spy) and clears the word; a button 'Open {english}' outside the dialog
 * opens it again; `scope` picks the routes as the page does. Answers come from `routes`; sentTo('PUT /api/…') lists what reached one route.
 */
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubRoutes } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import type { EditableWord, WordDialogProps } from '../components/edit-word-dialog';

export function renderWordDialog(
  Dialog: ComponentType<WordDialogProps>,
  word: EditableWord,
  routes: StubRoutes,
  scope?: WordDialogProps['scope'],
) {
  const { calls } = stubFetch(routes);
  const onClose = vi.fn();
  function Harness() {
    const [shown, setShown] = useState<EditableWord | null>(word);
    return (
      <>
        <button type="button" onClick={() => setShown(word)}>
          Open {word.english}
        </button>
        <Dialog
          word={shown}
          categoryName="Kitchen"
          scope={scope}
          onClose={() => {
            onClose();
            setShown(null);
          }}
        />
      </>
    );
  }
  const view = renderWithProviders(<Harness />);
  const sentTo = (route: string) => calls.filter((call) => `${call.method} ${call.url}` === route);
  return { ...view, user: userEvent.setup(), onClose, sentTo };
}
