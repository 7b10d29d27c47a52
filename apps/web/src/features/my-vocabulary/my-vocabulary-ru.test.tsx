import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@/components/ui/toast-store';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { MyVocabularyPage } from './index';
import { fakeUserVocabularyServer, makeWords } from './testing/fake-user-vocabulary-server';

const TRAVEL = { id: 1, display_name: 'Travel', name: 'travel', words: makeWords(3, 'trip'), privacy: 'shared' as const };
const KITCHEN = { id: 2, display_name: 'Kitchen', name: 'kitchen', words: [{ id: 50, english: 'cat', russian: 'кошка' }] };
const LARDER = { id: 4, display_name: 'Larder', name: 'larder', words: makeWords(5, 'jar') };
const EMPTY = { id: 3, display_name: 'Empty Box', name: 'empty-box', words: [] };
// Read when a test runs: the shared groups' Russian is fetched lazily (setup.ts fetches it before the tests).
const shared = () => messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES, 'ru');

function setup() {
  fakeUserVocabularyServer({ categories: [TRAVEL, KITCHEN, LARDER, EMPTY] });
  renderWithProviders(<MyVocabularyPage />, { path: '/my-vocabulary' });
}

const categoriesList = () => screen.getByRole('list', { name: shared().yourCategories });
const select = (title: string) => userEvent.click(within(categoriesList()).getByRole('button', { name: title }));

beforeEach(() => {
  signIn();
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
  vi.unstubAllGlobals();
});

describe('My Vocabulary in Russian', () => {
  it('counts the words with Russian plural forms and names the actions in Russian', async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('list', { name: shared().yourCategories });
    expect(screen.getByText('Выберите одну из своих категорий, чтобы посмотреть и изменить её слова.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Переименовать «Kitchen»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить «Kitchen»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument();

    // A selection goes through the address (issue 30 §3.5): its column follows a moment later.
    const count = async (title: string) => within(await screen.findByRole('region', { name: title })).findByText(/^\d+ слов/);
    await select('Kitchen');
    expect(await count('Kitchen')).toHaveTextContent('1 слово');
    expect(await screen.findByRole('button', { name: 'Изменить cat' })).toBeInTheDocument();
    await select('Travel');
    expect(await count('Travel')).toHaveTextContent('3 слова');
    await select('Larder');
    expect(await count('Larder')).toHaveTextContent('5 слов');
    await select('Empty Box');
    expect(await screen.findByRole('heading', { name: 'Слов нет' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить первое слово' })).toBeInTheDocument();
  });

  it('follows a switch of language without reloading', async () => {
    setup();
    await screen.findByRole('list', { name: 'Your Categories' });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    switchLanguage('ru');
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument();
  });

  it('asks to type delete in Russian, with the word count declined', async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('list', { name: shared().yourCategories });
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Larder»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить категорию' });
    expect(dialog).toHaveTextContent('Категория «Larder» и все её слова (5 слов) будут удалены безвозвратно.');
    expect(within(dialog).getByRole('textbox', { name: 'Введите delete для подтверждения' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });

  it('adds words through a Russian Add Word dialog', async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('list', { name: shared().yourCategories });
    await select('Kitchen');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(shared().addWord) }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить слово' });
    expect(dialog).toHaveAccessibleDescription('Категория: Kitchen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Английское слово 1' }), 'dog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Русское слово 1' }), 'собака');
    expect(dialog).toHaveTextContent('Будет добавлена 1 пара слов');
    expect(within(dialog).getByRole('button', { name: 'Добавить слова' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '+ Добавить строку' })).toBeInTheDocument();
  });

  it('warns about reversed lines and shows what the sanitiser stores, in Russian (issue 30)', async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('list', { name: shared().yourCategories });
    await select('Kitchen');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(shared().addWord) }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить слово' });
    await userEvent.click(within(dialog).getByRole('tab', { name: shared().patternEntryTab }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Пары слов, по одной в строке' }),
      'стол - table\ncup<script> - чашка',
    );
    expect(dialog).toHaveTextContent('1 строка, похоже, записана наоборот: слева русское слово, справа английское.');
    const pairs = within(dialog).getByRole('list', { name: 'Пары для добавления' });
    expect(pairs).toHaveTextContent('стол — table наоборот?');
    expect(pairs).toHaveTextContent('cup<script> → сохранится как cupscript — чашка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Поменять местами' }));
    expect(within(dialog).getByRole('textbox', { name: 'Пары слов, по одной в строке' })).toHaveValue(
      'table - стол\ncup<script> - чашка',
    );
  });

  it('offers Pattern Entry for pasted lines in Russian', async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('list', { name: shared().yourCategories });
    await select('Kitchen');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(shared().addWord) }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить слово' });
    const english = within(dialog).getByRole('textbox', { name: 'Английское слово 1' });
    fireEvent.paste(english, { clipboardData: { getData: () => 'a - б\nc - д\ne - ж' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Вы вставили 3 строки.');
  });
});
