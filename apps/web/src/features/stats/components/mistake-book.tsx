import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GAMES } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RussianWord, WordCardButton } from '@/features/word-details';
import { mistakesQuery, type Mistake } from '../api/get-mistakes';
import { failureReason } from '../failure-reason';
import { lastMissedLabel } from '../last-missed';
import { GAME_TEXT, INTL_LOCALE, localizeServerText, useLocale, useMessages, type Locale } from '@/i18n';
import { STATS_TEXT } from '../stats.i18n';

/** The book opens on its heaviest words; "Show all" asks for this many at most. */
export const MISTAKE_BOOK_TOP = 20;
export const MISTAKE_BOOK_ALL = 100;

const GAME_LIST: Record<Locale, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }),
  ru: new Intl.ListFormat(INTL_LOCALE.ru, { style: 'long', type: 'conjunction' }),
};

interface MistakeBookProps {
  userId: string;
  /** The page's today and offset from UTC, so "last missed" counts in the same days as the rest. */
  today: string;
  utcOffsetMinutes: number;
}

/**
 * The words the player misses most, heaviest first as the server orders them, each with how often,
 * in which games and when last; how to play them (the pickers' "My mistakes"); the top
 * MISTAKE_BOOK_TOP first, and a toggle for up to MISTAKE_BOOK_ALL.
 */
export function MistakeBook({ userId, today, utcOffsetMinutes }: MistakeBookProps) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  const gameText = useMessages(GAME_TEXT);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const mistakes = useQuery(mistakesQuery(userId, expanded ? MISTAKE_BOOK_ALL : MISTAKE_BOOK_TOP));
  const data = mistakes.data;

  let body;
  if (data) {
    const canExpand = data.total > MISTAKE_BOOK_TOP;
    // Still the short list on screen while the long one loads (placeholder data).
    const loadingMore = mistakes.isPlaceholderData && mistakes.isFetching;
    body =
      data.total === 0 ? (
        <p className="stats__muted">{TEXT.mistakesEmpty}</p>
      ) : (
        <>
          <ol id={listId} className="stats-mistakes" aria-labelledby={titleId}>
            {data.words.map((word) => (
              <MistakeRow key={word.id} word={word} today={today} utcOffsetMinutes={utcOffsetMinutes} />
            ))}
          </ol>
          {expanded && !mistakes.isPlaceholderData && data.total > data.words.length && (
            <p className="stats__hint">{TEXT.mistakesCut(data.words.length, data.total)}</p>
          )}
          {canExpand && (
            <div>
              <Button
                size="sm"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-busy={loadingMore || undefined}
                onClick={() => setExpanded((open) => !open)}
              >
                {loadingMore && <Spinner size="sm" />}
                {expanded
                  ? TEXT.showFewer(MISTAKE_BOOK_TOP)
                  : data.total <= MISTAKE_BOOK_ALL
                    ? TEXT.showAll(data.total)
                    : TEXT.showTop(MISTAKE_BOOK_ALL)}
              </Button>
            </div>
          )}
          {mistakes.isError && (
            <p role="alert" className="stats__inline-failure">
              {`${TEXT.mistakesLoadFailed}: ${localizeServerText(failureReason(mistakes.error))}`}
            </p>
          )}
        </>
      );
  } else if (mistakes.isError) {
    body = (
      <div role="alert" className="stats__inline-failure">
        <p>{`${TEXT.mistakesLoadFailed}: ${localizeServerText(failureReason(mistakes.error))}`}</p>
        <Button size="sm" onClick={() => void mistakes.refetch()} disabled={mistakes.isFetching}>
          {TEXT.retry}
        </Button>
      </div>
    );
  } else {
    body = (
      <p className="stats__muted" role="status">
        <Spinner size="sm" /> {TEXT.mistakesLoading}
      </p>
    );
  }

  return (
    <section className="stats__card stats__card--wide card" aria-labelledby={titleId}>
      <div className="stats-mistakes__head">
        <h2 id={titleId} className="stats__card-title">
          {TEXT.mistakesTitle}
        </h2>
        {data !== undefined && data.total > 0 && <span className="stats__muted">{TEXT.mistakesCount(data.total)}</span>}
      </div>
      {data !== undefined && data.total > 0 && (
        <>
          <p className="stats__hint">{TEXT.mistakesOrder}</p>
          <nav className="stats-mistakes__play" aria-label={TEXT.mistakesGames}>
            <span className="stats__hint">{TEXT.mistakesPlay}</span>
            <ul className="stats-mistakes__games">
              {GAMES.map((game) => (
                <li key={game.id}>
                  <Link to={game.path}>{gameText[game.id].title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
      {body}
    </section>
  );
}

function MistakeRow({ word, today, utcOffsetMinutes }: { word: Mistake; today: string; utcOffsetMinutes: number }) {
  const TEXT = useMessages(STATS_TEXT);
  const gameText = useMessages(GAME_TEXT);
  const locale = useLocale();
  const games = GAME_LIST[locale].format(word.games.map((id) => gameText[id]?.title ?? id));
  return (
    <li className="stats-mistakes__item">
      <span className="stats-mistakes__word">
        <span lang="en">{word.english}</span> —{' '}
        <span lang="ru">
          <RussianWord word={word} />
        </span>
        <WordCardButton word={word} />
      </span>{' '}
      <span className="stats-mistakes__meta">
        <span className="stats-mistakes__misses">{TEXT.missed(word.misses)}</span>
        {games && ` ${TEXT.missedIn} ${games}`}
        {' · '}
        {`${TEXT.lastMissed} `}
        <time dateTime={word.lastMissedAt}>{lastMissedLabel(word.lastMissedAt, today, utcOffsetMinutes, locale)}</time>
      </span>
    </li>
  );
}
