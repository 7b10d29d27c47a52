import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { WordCardButton, WordCardDialog, type CardWord } from './index';

const TABLE: CardWord = {
  english: 'table',
  russian: 'стол',
  part_of_speech: 'noun',
  gender: 'm',
  animate: false,
  forms: { gen_sg: 'стола́', nom_pl: 'столы́', gen_pl: 'столо́в' },
  ipa: '/ˈteɪbəl/',
  sources: {
    gender: 'dictionary:az@0.2.3',
    animate: 'dictionary:az@0.2.3',
    forms: 'suggested',
    ipa: 'dictionary:cmu-pronouncing-dictionary@0.1.0',
  },
};

const GO: CardWord = {
  english: 'to go',
  russian: 'идти',
  stressed: 'идти́',
  part_of_speech: 'verb',
  aspect: 'impf',
  aspect_partner: 'пойти́',
  forms: { sg1: 'иду́', sg2: 'идёшь', pl3: 'иду́т', past_m: 'шёл', past_f: 'шла' },
  english_forms: { past: 'went', past_participle: 'gone' },
  sources: { stressed: 'import', aspect: 'editor', aspect_partner: 'editor', forms: 'import', english_forms: 'import' },
};

async function openCard(word: CardWord, buttonName: string) {
  renderWithProviders(<WordCardButton word={word} />);
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog');
}

/** The facts list's entry for `term`: its value and source. */
const fact = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).parentElement!;

describe('the word card (issue 32 §3)', () => {
  it('shows a noun: both sides, the gender badge, the forms table with labelled rows, the IPA and each source', async () => {
    const card = await openCard(TABLE, 'Word card: стол — table');
    expect(card).toHaveAccessibleName('Word card: стол — table');
    expect(within(card).getByText('masculine (он)', { selector: '.badge' })).toBeInTheDocument();
    expect(within(card).getByText('inanimate', { selector: '.badge' })).toBeInTheDocument();

    // A one-syllable word needs no stress mark: the card says so rather than "not known".
    expect(fact(card, 'Stress')).toHaveTextContent('No mark needed (one syllable, or ё)');
    expect(fact(card, 'Gender')).toHaveTextContent('masculine (он) Checked: dictionary OpenCorpora (az) 0.2.3');
    expect(fact(card, 'Pronunciation (IPA, American)')).toHaveTextContent('/ˈteɪbəl/ Checked: dictionary CMUdict 0.1.0');

    const table = within(card).getByRole('table', { name: 'Forms of the word' });
    expect(within(table).getByRole('rowheader', { name: 'Genitive singular (of one)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nominative plural (many) столы́' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Genitive plural (of many) столо́в' })).toBeInTheDocument();
    // The forms are only a suggestion, and the card says so visibly.
    expect(within(card).getByText('Suggested: not confirmed yet')).toBeVisible();
    expect(card).toHaveTextContent('Facts marked “suggested” are guesses that nobody has confirmed yet.');
    // A noun's English plural is regular: none known, not a blank.
    expect(fact(card, 'English irregular forms')).toHaveTextContent('None known');
  });

  it('shows a verb: stress, aspect and its partner, я / ты / они in the present, the past, English irregular forms', async () => {
    const card = await openCard(GO, 'Word card: идти — to go');
    expect(card).toHaveAccessibleName('Word card: идти́ — to go');
    expect(fact(card, 'Stress')).toHaveTextContent('идти́ Checked: from an imported file');
    expect(fact(card, 'Aspect')).toHaveTextContent('imperfective Checked: set in an editor');
    expect(fact(card, 'Aspect partner')).toHaveTextContent('пойти́ (perfective) Checked: set in an editor');
    expect(fact(card, 'English irregular forms')).toHaveTextContent('Past tense: wentPast participle: gone');

    const table = within(card).getByRole('table', { name: 'Forms of the word' });
    expect(within(table).getByRole('row', { name: 'я (I), present иду́' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'они (they), present иду́т' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Past, она (she) шла' })).toBeInTheDocument();
    expect(within(card).queryByText('Suggested: not confirmed yet')).not.toBeInTheDocument();
  });

  it('says what is not known yet rather than leaving blanks', async () => {
    const card = await openCard({ english: 'book', russian: 'книга', part_of_speech: 'noun' }, 'Word card: книга — book');
    for (const term of ['Stress', 'Gender', 'Animacy', 'Pronunciation (IPA, American)']) {
      expect(fact(card, term)).toHaveTextContent('Not known yet');
    }
    expect(card).toHaveTextContent('Russian forms Not known yet');
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Russian: the gender as он / она / оно, the sources and the labels', async () => {
    renderWithProviders(<WordCardButton word={TABLE} />);
    switchLanguage('ru');
    await userEvent.click(screen.getByRole('button', { name: 'Карточка слова: стол — table' }));
    const card = await screen.findByRole('dialog', { name: 'Карточка слова: стол — table' });
    expect(within(card).getByText('мужской (он)', { selector: '.badge' })).toBeInTheDocument();
    expect(fact(card, 'Род')).toHaveTextContent('мужской (он) Проверено: словарь OpenCorpora (az) 0.2.3');
    expect(within(card).getByRole('rowheader', { name: 'Родительный, ед. ч. (кого? чего?)' })).toBeInTheDocument();
    expect(within(card).getByText('Предложено: ещё не подтверждено')).toBeVisible();
  });

  it('opens as a dialog of its own where a screen holds the open state (the editors)', async () => {
    const onClose = vi.fn();
    function Editor() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Details
          </button>
          <WordCardDialog word={GO} open={open} onClose={onClose} />
        </>
      );
    }
    renderWithProviders(<Editor />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const card = await screen.findByRole('dialog', { name: 'Word card: идти́ — to go' });
    await userEvent.click(within(card).getByRole('button', { name: 'Close the word card' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderWithProviders(<WordCardButton word={GO} />);
    const button = screen.getByRole('button', { name: 'Word card: идти — to go' });
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
