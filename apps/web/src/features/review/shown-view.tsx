import { RussianWord } from '@/features/word-details';
import type { Shown } from './card-face';
import type { ReviewText } from './review.i18n';

/** One thing a card shows, in its language: a side of the word, its gender or its forms. */
export function ShownView({ shown, t, className }: { shown: Shown; t: ReviewText; className: string }) {
  switch (shown.kind) {
    case 'english':
      return (
        <p className={className} lang="en">
          {shown.text}
        </p>
      );
    case 'russian':
      return (
        <p className={className} lang="ru">
          <RussianWord word={shown.word} />
        </p>
      );
    case 'unmarked':
    case 'stressed':
      return (
        <p className={className} lang="ru">
          {shown.text}
        </p>
      );
    case 'gender':
      return shown.gender === undefined ? (
        <p className="review__unknown">{t.genderUnknown}</p>
      ) : (
        <p className={className}>
          <span lang="ru">{t.gender[shown.gender]}</span>{' '}
          <span className="review__gender-meaning">({t.genderMeaning[shown.gender]})</span>
        </p>
      );
    case 'forms':
      return <FormsList shown={shown} t={t} />;
  }
}

/** The word's forms as a compact list of label and form, with the aspect partner last. */
function FormsList({ shown, t }: { shown: Extract<Shown, { kind: 'forms' }>; t: ReviewText }) {
  if (shown.forms.length === 0 && shown.partner === undefined) return <p className="review__unknown">{t.formsUnknown}</p>;
  return (
    <dl className="review__forms" aria-label={t.formsList}>
      {shown.forms.map(({ key, value }) => (
        <div key={key} className="review__form">
          <dt>{t.forms[key]}</dt>
          <dd lang="ru">{value}</dd>
        </div>
      ))}
      {shown.partner !== undefined && (
        <div className="review__form">
          <dt>{t.partner}</dt>
          <dd lang="ru">{shown.partner}</dd>
        </div>
      )}
    </dl>
  );
}
