import { useId } from 'react';
import type { GameWord } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface InterimWordsPanelProps {
  icon: string;
  title: string;
  categoryDisplayName: string;
  words: GameWord[];
  onBack: () => void;
}

/**
 * Stands in for a game until it is built: says so plainly and shows the words the player chose,
 * so the picker, the session and the word rules can already be used. Records no progress.
 */
export function InterimWordsPanel({ icon, title, categoryDisplayName, words, onBack }: InterimWordsPanelProps) {
  const titleId = useId();
  return (
    <section className="card interim-words" aria-labelledby={titleId}>
      <div className="interim-words__header">
        <span className="interim-words__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={titleId} className="interim-words__title">
            {title}
          </h2>
          <p className="interim-words__subtitle">
            <Badge tone="info">This game is coming soon</Badge> — here are your {words.length}{' '}
            {words.length === 1 ? 'word' : 'words'} from {categoryDisplayName}
          </p>
        </div>
      </div>

      <ol className="interim-words__list" aria-label={`Words from ${categoryDisplayName}`}>
        {words.map((word) => (
          <li key={word.id} className="interim-words__item">
            <span lang="en" className="interim-words__english">
              {word.english}
            </span>
            <span aria-hidden="true" className="interim-words__dash">
              —
            </span>
            <span lang="ru" className="interim-words__russian">
              {word.russian}
            </span>
          </li>
        ))}
      </ol>

      <div className="interim-words__actions">
        <Button variant="primary" onClick={onBack}>
          ← Back to categories
        </Button>
      </div>
    </section>
  );
}
