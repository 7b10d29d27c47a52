import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOTATION_MESSAGES } from '@slovo/shared/limits/word-annotations';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { stubFetch, type RecordedCall, type StubAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import { AddWordsDialog } from './add-words-dialog';

const CATEGORY = { id: 12, name: 'kitchen', display_name: 'Kitchen' };
const BATCH = 'POST /api/vocabulary/user/words/batch';

function accepted(call: RecordedCall): StubAnswer {
  const { pairs } = call.body as { pairs: object[] };
  const words = pairs.map((pair, index) => ({
    id: 100 + index,
    part_of_speech: 'noun',
    category_id: 12,
    category: 'kitchen',
    ...pair,
  }));
  return {
    status: 201,
    body: { message: MY_VOCABULARY_MESSAGES.wordsAdded(words.length), added: words.length, words, skipped: [] },
  };
}

function setup(routes: Parameters<typeof stubFetch>[0] = { [BATCH]: accepted }) {
  const { calls } = stubFetch(routes);
  renderWithProviders(<AddWordsDialog open category={CATEGORY} onClose={vi.fn()} onAdded={vi.fn()} />);
  const sent = () => calls.filter((call) => `${call.method} ${call.url}` === BATCH).map((call) => call.body);
  return { user: userEvent.setup(), sent };
}

const detailsToggle = () => screen.getByRole('button', { name: 'Details' });
const pairDetails = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Add Word: the Details section (issue 32)', () => {
  it('is closed at first; open, it gives each pair to add its own details, sent with the pair', async () => {
    const { user, sent } = setup();
    expect(detailsToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.type(screen.getByLabelText('English word 1'), 'milk');
    await user.type(screen.getByLabelText('Russian word 1'), 'молоко');
    await user.click(screen.getByRole('button', { name: '+ Add Row' }));
    await user.type(screen.getByLabelText('English word 2'), 'to read');
    await user.type(screen.getByLabelText('Russian word 2'), 'читать');
    await user.click(detailsToggle());

    const milk = pairDetails('milk — молоко');
    await user.click(within(milk).getByRole('button', { name: 'Vowel 3: о' }));
    await user.click(within(milk).getByRole('radio', { name: 'Neuter' }));
    const read = pairDetails('to read — читать');
    await user.selectOptions(within(read).getByLabelText('Part of speech'), 'Verb');
    await user.click(within(read).getByRole('radio', { name: 'Imperfective' }));
    await user.click(screen.getByRole('button', { name: 'Add Words' }));

    expect(sent()).toEqual([
      {
        categoryId: 12,
        pairs: [
          { english: 'milk', russian: 'молоко', stressed: 'молоко́', gender: 'n' },
          { english: 'to read', russian: 'читать', part_of_speech: 'verb', aspect: 'impf' },
        ],
      },
    ]);
  });

  it('keeps stress marks typed into a Russian side, the details closed', async () => {
    const { user, sent } = setup();
    await user.type(screen.getByLabelText('English word 1'), 'milk');
    await user.type(screen.getByLabelText('Russian word 1'), 'молоко́');
    await user.click(screen.getByRole('button', { name: 'Add Words' }));
    expect(sent()).toEqual([{ categoryId: 12, pairs: [{ english: 'milk', russian: 'молоко', stressed: 'молоко́' }] }]);
  });

  it('gives Pattern Entry lines their details too', async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    await user.type(screen.getByLabelText('Word pairs, one per line'), 'water - вода');
    await user.click(detailsToggle());
    await user.click(within(pairDetails('water — вода')).getByRole('button', { name: 'Vowel 2: а' }));
    await user.type(within(pairDetails('water — вода')).getByLabelText('Pronunciation (IPA)'), '/ˈwɔtɚ/');
    await user.click(screen.getByRole('button', { name: 'Add Words' }));
    expect(sent()).toEqual([
      { categoryId: 12, pairs: [{ english: 'water', russian: 'вода', stressed: 'вода́', ipa: '/ˈwɔtɚ/' }] },
    ]);
  });

  it('opens on a refusal about a detail and shows it next to that field of the pair that sent it', async () => {
    const { user } = setup({ [BATCH]: { status: 400, body: { error: ANNOTATION_MESSAGES.ipaInvalid } } });
    await user.type(screen.getByLabelText('English word 1'), 'water');
    await user.type(screen.getByLabelText('Russian word 1'), 'вода');
    await user.click(detailsToggle());
    await user.type(screen.getByLabelText('Pronunciation (IPA)'), 'water');
    await user.click(detailsToggle());
    await user.click(screen.getByRole('button', { name: 'Add Words' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ANNOTATION_MESSAGES.ipaInvalid);
    expect(detailsToggle()).toHaveAttribute('aria-expanded', 'true');
    const ipa = screen.getByLabelText('Pronunciation (IPA)');
    expect(ipa).toHaveAttribute('aria-invalid', 'true');
    expect(ipa).toHaveAccessibleDescription(expect.stringContaining(ANNOTATION_MESSAGES.ipaInvalid));
  });
});
