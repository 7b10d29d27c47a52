import { useId } from 'react';
import { PHONETIC_TABLE } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { TABLE_TEXT } from './phonetic-table.i18n';
import './phonetic-table.css';

/**
 * Phonetic typing's table (issue 33 §5): each letter with the keys that type it, and the few rules
 * for the letters BGN/PCGN spells alike. Opened by its button beside the field; loaded on first use.
 */
export default function PhoneticTable({ id }: { id: string }) {
  const t = useMessages(TABLE_TEXT);
  const titleId = useId();
  return (
    <section id={id} className="phonetic-table" aria-labelledby={titleId}>
      <h3 id={titleId} className="phonetic-table__title">
        {t.title}
      </h3>
      <dl className="phonetic-table__letters">
        {PHONETIC_TABLE.map(({ letter, keys }) => (
          <div key={letter} className="phonetic-table__pair">
            <dt lang="ru">
              <span className="visually-hidden">{t.letter} </span>
              {letter}
            </dt>
            <dd lang="en">
              <span className="visually-hidden">{t.keys} </span>
              {keys.map((spelling) => (
                <kbd key={spelling}>{spelling}</kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="phonetic-table__notes">
        {Object.values(t.notes).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
