import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { useToastStore } from '@/components/ui/toast-store';
import { vocabularyKeys } from '@/features/vocabulary';
import type { RecordedCall, StubAnswer, StubRoutes } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import { myVocabularyKeys } from '@/features/my-vocabulary';
import { renderWordDialog } from '../testing/render-word-dialog';
import { EditWordDialog, type EditableWord } from './edit-word-dialog';

const WORD: EditableWord = { id: 5, english: 'cat', russian: 'кошка' };
const PUT = 'PUT /api/vocabulary/user/words/5';

function saved(call: RecordedCall): StubAnswer {
  const body = call.body as { english: string; russian: string };
  return {
    body: {
      message: MY_VOCABULARY_MESSAGES.wordUpdated,
      word: { id: 5, ...body, part_of_speech: 'noun', category_id: 12, category: 'kitchen' },
    },
  };
}

function setup(routes: StubRoutes = { [PUT]: saved }) {
  const { sentTo, ...view } = renderWordDialog(EditWordDialog, WORD, routes);
  return { ...view, puts: () => sentTo(PUT) };
}

const englishField = () => screen.getByLabelText('English');
const russianField = () => screen.getByLabelText('Russian');
const save = () => screen.getByRole('button', { name: 'Save' });
const toastText = () => useToastStore.getState().current?.text;

beforeEach(() => {
  signIn();
  useToastStore.getState().hide();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditWordDialog', () => {
  it('opens with both sides prefilled and the English field focused', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Edit Word' })).toHaveAccessibleDescription('In “Kitchen”');
    expect(englishField()).toHaveValue('cat');
    expect(russianField()).toHaveValue('кошка');
    expect(englishField()).toHaveFocus();
    expect(save()).toBeEnabled();
  });

  it('disables Save while either side is blank, and Enter then does nothing', async () => {
    const { user, puts } = setup();
    await user.clear(russianField());
    await user.type(russianField(), '   ');
    expect(save()).toBeDisabled();
    expect(russianField()).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    await user.clear(englishField());
    await user.type(russianField(), 'кот');
    expect(save()).toBeDisabled();
    await user.type(englishField(), 'tomcat');
    expect(save()).toBeEnabled();
    expect(puts()).toHaveLength(0);
  });

  it('saves on Enter: one PUT with the cleaned texts, a toast, and the dialog closes', async () => {
    const { user, puts, onClose } = setup();
    await user.clear(englishField());
    await user.type(englishField(), '  tom  cat ');
    await user.clear(russianField());
    await user.type(russianField(), 'кот{Enter}');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({ english: 'tom cat', russian: 'кот' });
    expect(toastText()).toBe('Word updated successfully!');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("goes through the admin route in the admin editor's scope", async () => {
    const adminPut = 'PUT /api/vocabulary/words/5';
    const { sentTo, user } = renderWordDialog(EditWordDialog, WORD, { [adminPut]: saved }, 'admin');
    await user.type(russianField(), '!{Enter}');
    expect(sentTo(adminPut)).toHaveLength(1);
    expect(sentTo(PUT)).toHaveLength(0);
    expect(toastText()).toBe('Word updated successfully!');
  });

  it('refuses a word the server would refuse, without a request', async () => {
    const { user, puts } = setup();
    await user.clear(englishField());
    await user.type(englishField(), 'café');
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(MY_VOCABULARY_MESSAGES.wordInvalid('English'));
    expect(puts()).toHaveLength(0);
  });

  it("keeps the dialog open with 'Failed to edit word' and the server's reason", async () => {
    const { user, onClose } = setup({ [PUT]: { status: 409, body: { error: MY_VOCABULARY_MESSAGES.duplicateWord } } });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to edit word: ${MY_VOCABULARY_MESSAGES.duplicateWord}`);
    expect(onClose).not.toHaveBeenCalled();
    expect(englishField()).toHaveValue('cat');
    expect(toastText()).toBeUndefined();
  });

  it('cancels on Escape without a request', async () => {
    const { user, puts, onClose } = setup();
    await user.type(englishField(), 's');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(puts()).toHaveLength(0);
    // Opening again starts from the word's own texts.
    const opener = screen.getByRole('button', { name: 'Open cat' });
    await user.click(opener);
    expect(englishField()).toHaveValue('cat');
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('invalidates the manager and the public vocabulary', async () => {
    const { user, client } = setup();
    const mine = myVocabularyKeys.vocabulary();
    const everyone = vocabularyKeys.words('user:7', 'kitchen');
    client.setQueryData(mine, {});
    client.setQueryData(everyone, []);
    await user.click(save());
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(everyone)?.isInvalidated).toBe(true);
  });

  it('renders nothing without a word', () => {
    renderWithProviders(<EditWordDialog word={null} categoryName="Kitchen" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('EditWordDialog: Russian on any keyboard (issue 33 §5)', () => {
  it('types into the Russian side with the on-screen keyboard, and phonetically', async () => {
    const { user, puts } = setup();
    await user.clear(russianField());
    await user.click(screen.getByRole('button', { name: 'Russian keyboard' }));
    const keys = await screen.findByRole('group', { name: 'Russian keyboard' });
    for (const letter of ['к', 'о', 'т']) await user.click(within(keys).getByRole('button', { name: letter }));
    expect(russianField()).toHaveValue('кот');
    await user.type(russianField(), ', koshka');
    expect(russianField()).toHaveValue('кот, кошка');
    await user.click(save());
    expect(puts()[0]?.body).toEqual({ english: 'cat', russian: 'кот, кошка' });
  });
});
