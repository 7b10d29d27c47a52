import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { GAMES } from '@slovo/shared';
import { categoryTitle } from '@/components/category-browser';
import { GAME_ICONS } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { gamePathWithCategory } from '@/features/category-picker';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { WordPicture } from '@/features/word-media';
import { RussianWord, WordCardButton } from '@/features/word-details';
import { GAME_TEXT, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { errorMessage } from '../api/failure-reason';
import { useCategoryWords, type ManagedWord } from '../api/get-category-words';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import { stressState } from '../details/stress-state';
import { StressMarker, WithoutStressNote, type WordsFilter } from './details/stress-marker';
import type { WordDialog } from './word-dialogs';
import type { EditedCategory } from '../edited-category';
import '@/components/vocabulary-workspace/vocabulary-workspace.css';

interface WordsColumnProps {
  category: EditedCategory | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** The prompt under 'Select a Category' while none is selected. */
  selectText: string;
  /** Opens Add Word, Edit Word or Delete Word for the category's words. */
  onOpen: (dialog: WordDialog) => void;
  /** Narrows the list (the admin's "words without stress"); the whole list when absent. */
  filter?: WordsFilter;
}

/**
 * The right column (spec §2): the selected category's words with Edit and Delete each, 'N words',
 * links that play the category in each game, or the 'Select a Category' prompt.
 */
export function WordsColumn({ category, headingRef, selectText, onOpen, filter }: WordsColumnProps) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const headingId = useId();
  const title = category ? categoryTitle(category) : null;

  return (
    <section className="vocab-ws__panel vocab-ws__words" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="vocab-ws__panel-title">
        {title ?? MY_VOCABULARY_MESSAGES.selectCategory}
      </h2>
      {category && title ? (
        <CategoryWords
          category={category}
          title={title}
          filter={filter}
          onAddWord={() => onOpen({ kind: 'add-words', category })}
          onEditWord={(word) => onOpen({ kind: 'edit-word', word, categoryName: title })}
          onDeleteWord={(word) => onOpen({ kind: 'delete-word', word, categoryName: title })}
        />
      ) : (
        <p className="vocab-ws__muted">{selectText}</p>
      )}
    </section>
  );
}

interface CategoryWordsProps {
  category: EditedCategory;
  title: string;
  filter: WordsFilter | undefined;
  onAddWord: () => void;
  onEditWord: (word: ManagedWord) => void;
  onDeleteWord: (word: ManagedWord) => void;
}

function CategoryWords({ category, title, filter, onAddWord, onEditWord, onDeleteWord }: CategoryWordsProps) {
  const TEXT = useMessages(EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  // A category just created may not be known by its key yet: it has no words to load.
  const query = useCategoryWords(category.name || null);
  const all = category.name ? query.data : [];
  const count = all?.length ?? category.word_count;
  const words = filter?.withoutStress ? all?.filter((word) => stressState(word) === 'missing') : all;
  // The admin's filter leaves out every word: say so instead of "No Words Found".
  const filtered = words !== undefined && words.length === 0 && count > 0;

  let body;
  if (category.name && query.isError && !query.data) {
    body = (
      <div className="vocab-ws__state vocab-ws__state--error" role="alert">
        <p>{MY_VOCABULARY_MESSAGES.loadUserVocabularyFailed(errorMessage(query.error))}</p>
        <Button size="sm" onClick={() => void query.refetch()}>
          {MY_VOCABULARY_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (!words) {
    body = (
      <p className="vocab-ws__state" role="status">
        <Spinner size="sm" /> {TEXT.loadingWords}
      </p>
    );
  } else if (filtered) {
    body = <WithoutStressNote shown={words.length} total={count} onShowAll={filter!.onShowAll} />;
  } else if (words.length === 0) {
    body = (
      <div className="vocab-ws__state">
        <h3 className="vocab-ws__state-title">{TEXT.noWordsFound}</h3>
        <p className="vocab-ws__muted">{TEXT.noWordsText}</p>
        <Button variant="primary" onClick={onAddWord}>
          {TEXT.addFirstWord}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {filter?.withoutStress && <WithoutStressNote shown={words.length} total={count} onShowAll={filter.onShowAll} />}
        <ul
          className="vocab-ws__word-list"
          role="list"
          aria-label={TEXT.wordsIn(title)}
          aria-busy={query.isFetching || undefined}
        >
          {words.map((word) => (
            <li key={word.id} className="vocab-ws__word">
              <WordPicture word={word} size="thumb" className="vocab-ws__word-picture" />
              <span className="vocab-ws__word-text">
                <span className="vocab-ws__word-line">
                  <span lang="en" className="vocab-ws__word-en">
                    {word.english}
                  </span>
                  <SpeakButton text={word.english} lang="en" className="speak-button--inline" />
                </span>
                <span className="vocab-ws__word-line">
                  <span className="vocab-ws__word-ru" lang="ru">
                    <RussianWord word={word} />
                  </span>
                  <StressMarker word={word} />
                  <SpeakButton text={word.russian} lang="ru" sound={word.sound} className="speak-button--inline" />
                </span>
              </span>
              <span className="vocab-ws__word-actions">
                <WordCardButton word={word} />
                <Button size="sm" variant="ghost" aria-label={TEXT.editNamed(word.english)} onClick={() => onEditWord(word)}>
                  {TEXT.edit}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="vocab-ws__danger"
                  aria-label={TEXT.deleteWordNamed(word.english)}
                  onClick={() => onDeleteWord(word)}
                >
                  {TEXT.delete}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <p className="vocab-ws__count">{TEXT.wordCount(count)}</p>
      {count > 0 && category.name && <PlayLinks name={category.name} title={title} />}
      {body}
      {count > 0 && <VoiceNote />}
    </>
  );
}

/** One click plays the category: each game opens with its picker already on it. */
function PlayLinks({ name, title }: { name: string; title: string }) {
  const TEXT = useMessages(EDITOR_TEXT);
  const games = useMessages(GAME_TEXT);
  const labelId = useId();
  return (
    <div className="vocab-ws__play" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="vocab-ws__play-label">
        {TEXT.play}
      </span>
      <ul className="vocab-ws__play-list" role="list">
        {GAMES.map((game) => {
          const GameIcon = GAME_ICONS[game.id];
          return (
            <li key={game.id}>
              <Link className="vocab-ws__play-link" to={gamePathWithCategory(game.path, name)}>
                <GameIcon aria-hidden="true" />
                <span className="visually-hidden">{TEXT.playIn(title)}</span>
                {games[game.id].title}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
