import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ANNOTATION_MESSAGES } from '@slovo/shared/limits/word-annotations';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { useToastStore } from '@/components/ui/toast-store';
import type { RecordedCall, StubAnswer, StubRoutes } from '@/test/fetch-stub';
import { switchLanguage } from '@/test/locale';
import { signIn } from '@/test/sign-in';
import { renderWordDialog } from '../testing/render-word-dialog';
import { EditWordDialog, type EditableWord } from './edit-word-dialog';

const PUT = 'PUT /api/vocabulary/user/words/5';
const MILK: EditableWord = {
  id: 5,
  english: 'milk',
  russian: 'молоко',
  part_of_speech: 'noun',
  stressed: 'молоко́',
  gender: 'n',
  sources: { stressed: 'suggested', gender: 'dictionary:az@0.2.3' },
};

function saved(call: RecordedCall): StubAnswer {
  return {
    body: {
      message: MY_VOCABULARY_MESSAGES.wordUpdated,
      word: { id: 5, part_of_speech: 'noun', category_id: 12, category: 'kitchen', ...(call.body as object) },
    },
  };
}

function setup(word: EditableWord = MILK, routes: StubRoutes = { [PUT]: saved }) {
  const { sentTo, ...view } = renderWordDialog(EditWordDialog, word, routes);
  return { ...view, puts: () => sentTo(PUT) };
}

const stressOf = (word: string) => screen.getByRole('group', { name: `Stress in “${word}”` });
const save = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  signIn();
  useToastStore.getState().hide();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Edit Word: the Details section (issue 32)', () => {
  it('opens with the details shown: the stress on its vowel, the gender, where each came from', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    const vowels = within(stressOf('молоко')).getAllByRole('button');
    expect(vowels.map((vowel) => vowel.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(vowels[2]).toHaveAccessibleName('Vowel 3: о');
    expect(screen.getByRole('radio', { name: 'Neuter' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Stress' })).toHaveAccessibleDescription('Suggested, not checked yet');
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('From a dictionary (az 0.2.3)');
  });

  it('saves a stress set by tapping a vowel; the other facts are not sent, so they keep their sources', async () => {
    const { user, puts } = setup({ id: 5, english: 'milk', russian: 'молоко', gender: 'n', sources: { gender: 'import' } });
    expect(screen.getByText('not set yet')).toBeInTheDocument();
    await user.click(within(stressOf('молоко')).getByRole('button', { name: 'Vowel 3: о' }));
    expect(screen.getByText('молоко́')).toBeInTheDocument();
    await user.click(save());
    expect(puts().map((call) => call.body)).toEqual([{ english: 'milk', russian: 'молоко', stressed: 'молоко́' }]);
  });

  it('moves the stress from the keyboard: arrows between vowels, Enter, or the vowel’s number', async () => {
    const { user, puts } = setup({ id: 5, english: 'polar bear', russian: 'белый медведь' });
    const [white, bear] = [stressOf('белый'), stressOf('медведь')];
    // One tab stop per word.
    expect(
      within(white)
        .getAllByRole('button')
        .filter((vowel) => vowel.tabIndex === 0),
    ).toHaveLength(1);
    within(white).getByRole('button', { name: 'Vowel 1: е' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(bear).getByRole('button', { name: 'Vowel 1: е' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(bear).getByRole('button', { name: 'Vowel 2: е' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('1');
    await user.keyboard('2');
    expect(within(bear).getByRole('button', { name: 'Vowel 2: е' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(save());
    expect(puts()[0]!.body).toEqual({ english: 'polar bear', russian: 'белый медведь', stressed: 'бе́лый медве́дь' });
  });

  it('confirms a suggested stress: saving sends it as it is', async () => {
    const { user, puts } = setup();
    const confirm = screen.getByRole('button', { name: 'Confirm the suggested stress' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Stress' })).toHaveAccessibleDescription('Saved as checked when you save');
    await user.click(save());
    expect(puts()[0]!.body).toEqual({ english: 'milk', russian: 'молоко', stressed: 'молоко́' });
  });

  it('makes a noun a verb: aspect, partner and verb forms instead of gender; the old facts cleared', async () => {
    const { user, puts } = setup({ id: 5, english: 'to do', russian: 'делать', part_of_speech: 'noun', gender: 'm' });
    await user.selectOptions(screen.getByLabelText('Part of speech'), 'Verb');
    expect(screen.queryByRole('group', { name: 'Gender' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Imperfective' }));
    await user.type(screen.getByLabelText('Aspect partner'), 'сделать');
    await user.type(screen.getByLabelText('я (I)'), 'делаю');
    await user.type(screen.getByLabelText('Past'), 'did');
    await user.click(save());
    expect(puts()[0]!.body).toEqual({
      english: 'to do',
      russian: 'делать',
      part_of_speech: 'verb',
      gender: null,
      aspect: 'impf',
      aspect_partner: 'сделать',
      forms: { sg1: 'делаю' },
      english_forms: { past: 'did' },
    });
  });

  it('shows a refusal next to the field it is about', async () => {
    const { user, onClose } = setup(MILK, {
      [PUT]: { status: 400, body: { error: ANNOTATION_MESSAGES.formInvalid('gen_sg') } },
    });
    await user.type(screen.getByLabelText('Genitive singular'), 'milk');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to edit word: ${ANNOTATION_MESSAGES.formInvalid('gen_sg')}`,
    );
    const field = screen.getByLabelText('Genitive singular');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(ANNOTATION_MESSAGES.formInvalid('gen_sg'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be closed and opened again without losing what was set', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Feminine' }));
    const toggle = screen.getByRole('button', { name: 'Details' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio', { name: 'Feminine' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('radio', { name: 'Feminine' })).toBeChecked();
  });

  it('speaks Russian: the section, the stress, the facts, the sources and a refusal', async () => {
    switchLanguage('ru');
    const { user } = setup(MILK, { [PUT]: { status: 400, body: { error: ANNOTATION_MESSAGES.ipaInvalid } } });
    expect(await screen.findByRole('button', { name: 'Подробности' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Ударение в слове «молоко»' })).getAllByRole('button')[2],
    ).toHaveAccessibleName('Гласная 3: о');
    expect(screen.getByRole('radio', { name: 'Средний' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Род' })).toHaveAccessibleDescription('Из словаря (az 0.2.3)');
    expect(screen.getByRole('button', { name: 'Подтвердить: ударение' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Произношение (МФА)'), 'milk');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText('Произношение (МФА)')).toHaveAccessibleDescription(
      expect.stringContaining('МФА — это транскрипция между косыми чертами'),
    );
  });
});
