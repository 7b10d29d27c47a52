import { useId, type ReactNode } from 'react';
import type { RussianFormKey } from '@slovo/shared';
import type { WordCardText } from './word-card.i18n';
import { PERSON_FORMS, expectsForms, russianFormRows, type CardWord } from './word-facts';

/** A form's row name: the person forms say whether they are present or future (the verb's aspect). */
function formLabel(key: RussianFormKey, word: CardWord, t: WordCardText): string {
  if (!PERSON_FORMS.includes(key)) return t.forms[key];
  return t.personForm(t.forms[key], t.tense[word.aspect ?? 'unknown']);
}

/**
 * The Russian forms a learner needs most, one labelled row each (genitive singular…, я / ты / они,
 * past), stressed where a source knew the stress; or a line saying they are not known yet.
 */
export function WordFormsTable({ word, t, source }: { word: CardWord; t: WordCardText; source: ReactNode }) {
  const titleId = useId();
  const rows = russianFormRows(word);
  if (rows.length === 0) {
    if (!expectsForms(word)) return null;
    return (
      <p className="word-card__forms-unknown" data-fact="forms" data-known="false">
        <span className="word-card__forms-title">{t.russianForms}</span> <span className="word-card__unknown">{t.notKnown}</span>
      </p>
    );
  }
  return (
    <div className="word-card__forms" data-fact="forms" data-known="true">
      {/* The source sits by the title, read with the table's name apart (not inside a caption). */}
      <div className="word-card__forms-head">
        <h3 id={titleId} className="word-card__forms-title">
          {t.formsCaption}
        </h3>
        {source}
      </div>
      <table className="word-card__table" aria-labelledby={titleId}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t.form}</th>
            <th scope="col">{t.formValue}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, value }) => (
            <tr key={key} data-form={key}>
              <th scope="row">{formLabel(key, word, t)}</th>
              <td lang="ru">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
