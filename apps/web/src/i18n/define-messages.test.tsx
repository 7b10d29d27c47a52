import { Suspense, useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageToggle } from '@/app/layout/language-toggle';
import { switchLanguage } from '@/test/locale';
import {
  defineLazyMessages,
  loadTranslations,
  messagesNow,
  useMessages,
  useMessagesReady,
  type LazyCatalogue,
} from './define-messages';
import { currentLocale } from './locale';

interface Fetch {
  count: number;
  arrive: () => void;
  fail: (reason: Error) => void;
  /** After its test: the fetch answers at once (a later test's switch fetches every catalogue read so far). */
  over: boolean;
}
const fetches: Fetch[] = [];

/** A lazy catalogue whose Russian half arrives when the test says so, counting the fetches. */
function lateCatalogue(en = 'Words', ru = 'Слова') {
  const fetch: Fetch = { count: 0, arrive: () => {}, fail: () => {}, over: false };
  fetches.push(fetch);
  const catalogue = defineLazyMessages({ title: en }, () => {
    fetch.count += 1;
    if (fetch.over) return Promise.resolve({ title: ru });
    return new Promise((resolve, reject) => {
      fetch.arrive = () => resolve({ title: ru });
      fetch.fail = reject;
    });
  });
  return { catalogue, fetch };
}

afterEach(() => {
  for (const fetch of fetches) {
    fetch.over = true;
    fetch.arrive();
  }
});

/** Renders in an awaited act(), as React wants for a component that suspends. */
const renderSuspending = (element: ReactElement) => act(async () => void render(element));

function Title({ catalogue }: { catalogue: LazyCatalogue<{ title: string }> }) {
  return <h1>{useMessages(catalogue).title}</h1>;
}

/** Every text the document has shown from now on, to prove one never appeared (no English flash). */
function textsShown(): string[] {
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return shown;
}

describe('a lazy catalogue’s Russian half', () => {
  it('is never fetched while the catalogue is not read, even in Russian and after a switch', async () => {
    const { fetch } = lateCatalogue();
    switchLanguage('ru');
    await loadTranslations('ru');
    render(<p>Something else</p>);
    expect(fetch.count).toBe(0);
  });

  it('is never fetched for an English interface, however often it is read', async () => {
    const { catalogue, fetch } = lateCatalogue();
    render(<Title catalogue={catalogue} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Words');
    expect(messagesNow(catalogue).title).toBe('Words');
    // Asked for Russian by name in an English interface (comparing both languages): no fetch either.
    expect(messagesNow(catalogue, 'ru').title).toBe('Words');
    await loadTranslations('en');
    expect(fetch.count).toBe(0);
  });

  it('is fetched once when read in Russian, and no English shows before it arrives', async () => {
    const { catalogue, fetch } = lateCatalogue();
    switchLanguage('ru');
    const shown = textsShown();
    await renderSuspending(
      <Suspense fallback={<p>Loading</p>}>
        <Title catalogue={catalogue} />
        <Title catalogue={catalogue} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => fetch.arrive());
    expect((await screen.findAllByRole('heading')).map((heading) => heading.textContent)).toEqual(['Слова', 'Слова']);
    expect(shown.join('\n')).not.toContain('Words');
    expect(fetch.count).toBe(1);
    expect(messagesNow(catalogue).title).toBe('Слова');
  });

  it('holds back a first render without a Suspense boundary until it arrives, as on a Russian first visit', async () => {
    const { catalogue, fetch } = lateCatalogue();
    switchLanguage('ru');
    const shown = textsShown();
    await renderSuspending(<Title catalogue={catalogue} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => fetch.arrive());
    expect(await screen.findByRole('heading')).toHaveTextContent('Слова');
    expect(shown.join('\n')).not.toContain('Words');
  });

  it('read outside React in Russian starts the fetch and reads English until it has arrived, then Russian', async () => {
    const { catalogue, fetch } = lateCatalogue();
    switchLanguage('ru');
    expect(messagesNow(catalogue).title).toBe('Words');
    expect(messagesNow(catalogue).title).toBe('Words');
    expect(fetch.count).toBe(1);
    fetch.arrive();
    await loadTranslations('ru', [catalogue]);
    expect(messagesNow(catalogue).title).toBe('Слова');
    expect(messagesNow(catalogue, 'en').title).toBe('Words');
  });

  it('read only by handlers (messagesNow) is waited for by useMessagesReady, so the handler finds Russian', async () => {
    const { catalogue, fetch } = lateCatalogue('Saved', 'Сохранено');
    function SaveButton() {
      useMessagesReady(catalogue);
      const [note, setNote] = useState('');
      return (
        <>
          <button onClick={() => setNote(messagesNow(catalogue).title)}>Save</button>
          <output>{note}</output>
        </>
      );
    }
    switchLanguage('ru');
    await renderSuspending(<SaveButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => fetch.arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено');
  });

  it('that cannot be fetched leaves the screen in English instead of waiting for ever', async () => {
    const { catalogue, fetch } = lateCatalogue();
    switchLanguage('ru');
    await renderSuspending(
      <Suspense fallback={<p>Loading</p>}>
        <Title catalogue={catalogue} />
      </Suspense>,
    );
    await act(async () => fetch.fail(new Error('offline')));
    expect(await screen.findByRole('heading')).toHaveTextContent('Words');
    expect(fetch.count).toBe(1);
  });

  it('is fetched by the header switch before the language changes, for the catalogues on screen only', async () => {
    const onScreen = lateCatalogue('Words', 'Слова');
    const elsewhere = lateCatalogue('Settings', 'Настройки');
    const shown = textsShown();
    render(
      <>
        <LanguageToggle />
        <Title catalogue={onScreen.catalogue} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'RU — switch the interface to Russian' }));
    // Until the Russian has arrived the whole screen stays English: no mix of the two.
    expect(currentLocale()).toBe('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Words');
    await act(async () => onScreen.fetch.arrive());
    expect(currentLocale()).toBe('ru');
    expect(screen.getByRole('heading')).toHaveTextContent('Слова');
    expect(screen.getByRole('button', { name: 'EN — переключить интерфейс на английский' })).toBeInTheDocument();
    // Nothing on screen waited (no Suspense fallback, nothing blank) and the other catalogue was left alone.
    expect(shown.every((text) => text.includes('Words') || text.includes('Слова'))).toBe(true);
    expect(onScreen.fetch.count).toBe(1);
    expect(elsewhere.fetch.count).toBe(0);
  });
});
