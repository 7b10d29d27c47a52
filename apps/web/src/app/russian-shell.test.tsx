import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { switchLanguage } from '@/test/locale';
import { signIn, signOut } from '@/test/sign-in';
import { PAGES, pageText } from './pages';

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const headerTitle = () => within(screen.getByRole('banner')).getByRole('heading', { level: 1 });

describe('the app shell in Russian', () => {
  it('names every page in Russian: a game by GAME_TEXT, the others by the list of pages', () => {
    expect(pageText(PAGES.game2, 'ru')).toEqual({ title: 'Карточки', name: 'Карточки' });
    expect(pageText(PAGES.home, 'ru')).toEqual({ title: 'Slovo', name: 'Главная' });
    expect(pageText(PAGES.myVocabulary, 'ru').title).toBe('Мой словарь');
    expect(pageText(PAGES.adminVocabulary, 'ru').title).toBe('Редактор словаря');
    // English stays the list's own titles.
    expect(pageText(PAGES.game1, 'en').title).toBe('Typer Game');
    expect(pageText(PAGES.stats, 'en').title).toBe('My Stats');
  });

  it('shows the route title in the header and the tab in the interface language, and follows a switch', async () => {
    signOut();
    renderApp('/game2');
    await screen.findByRole('heading', { level: 2, name: 'Flashcards' });
    expect(headerTitle()).toHaveTextContent('Flashcards');
    expect(document.title).toBe('Flashcards · Slovo');

    switchLanguage('ru');
    expect(headerTitle()).toHaveTextContent('Карточки');
    expect(document.title).toBe('Карточки · Slovo');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Включить (тёмную|светлую) тему/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main');

    switchLanguage('en');
    expect(headerTitle()).toHaveTextContent('Flashcards');
    expect(document.title).toBe('Flashcards · Slovo');
  });

  it('shows the Game Hub in Russian, with a Russian plural and the role in Russian', async () => {
    signIn({ username: 'anna' });
    renderApp('/game3');
    switchLanguage('ru');
    await userEvent.click(await screen.findByRole('button', { name: /Игры/ }));
    const hub = screen.getByRole('region', { name: 'Игровое меню' });
    expect(within(hub).getByText('Добро пожаловать, anna!')).toBeInTheDocument();
    expect(within(hub).getByText('Игрок')).toBeInTheDocument();
    expect(within(hub).getByText('Сейчас играете')).toBeInTheDocument();
    expect(within(hub).getByText('Викторина')).toBeInTheDocument();
    expect(within(hub).getByRole('heading', { name: 'Другие игры' })).toBeInTheDocument();
    expect(within(hub).getByText('Доступно 5 игр')).toBeInTheDocument();
    expect(within(hub).getByRole('link', { name: /Найди пару/ })).toHaveAttribute('href', '/game5');
    expect(within(hub).getByRole('link', { name: /Мой словарь/ })).toHaveAttribute('href', '/my-vocabulary');
    expect(within(hub).getByRole('heading', { name: 'Мои инструменты' })).toBeInTheDocument();
    expect(within(hub).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('shows the Home page in Russian', async () => {
    signOut();
    localStorage.setItem('gameProgress', JSON.stringify({ game1: { completed: true, score: 40, bestScore: 1200 } }));
    renderApp('/');
    switchLanguage('ru');
    expect(await screen.findByRole('heading', { name: 'Выберите игру' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Игры' });
    const typer = within(grid).getByRole('link', { name: /^Набор слов / });
    expect(within(typer).getByText('Наберите английское слово буква за буквой.')).toBeInTheDocument();
    expect(within(typer).getByText('Пройдено')).toBeInTheDocument();
    // Numbers as Russian writes them: a space between the thousands.
    expect(within(typer).getByText(/^Лучший счёт: 1\s200$/)).toBeInTheDocument();
    const quiz = within(grid).getByRole('link', { name: /^Викторина / });
    expect(within(quiz).getByText('Можно играть')).toBeInTheDocument();
    expect(within(quiz).getByText('Ещё не играли')).toBeInTheDocument();
    expect(within(quiz).getByRole('progressbar', { name: 'Ещё не играли' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Поддержать проект' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('тренажёр английских и русских слов');
  });

  it('shows the 404 page in Russian', async () => {
    signOut();
    renderApp('/no/such/page');
    switchLanguage('ru');
    expect(await screen.findByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Страницы по адресу/)).toHaveTextContent(
      'Страницы по адресу /no/such/page нет. Возможно, она переехала или в ссылке опечатка.',
    );
  });

  it('shows the access guard in Russian', async () => {
    signIn({ username: 'anna' });
    renderApp('/admin/users');
    switchLanguage('ru');
    expect(await screen.findByText('Текущая роль: Пользователь')).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('Пользователи');
    expect(document.title).toBe('Пользователи · Slovo');
  });

  it('shows the components showcase and its crash screen in Russian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signOut();
    renderApp('/components');
    switchLanguage('ru');
    expect(await screen.findByRole('heading', { name: 'Витрина компонентов' })).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('Компоненты');
    await userEvent.click(screen.getByRole('button', { name: 'Вызвать тестовую ошибку' }));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByText('Код ошибки:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeInTheDocument();
  });
});
