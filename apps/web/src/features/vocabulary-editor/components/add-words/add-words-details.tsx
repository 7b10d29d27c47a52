import { useId } from 'react';
import { wordPairKey } from '@slovo/shared/rules/word-rules';
import { useMessages } from '@/i18n';
import { DETAILS_TEXT } from '../../details/details.i18n';
import { DetailsSection } from '../details/details-section';
import { WordDetailsFields } from '../details/word-details-fields';
import type { PreviewPair } from './add-words-preview';
import type { AddWordsForm } from './use-add-words-form';

/**
 * Add Word's Details (issue 32 §2), closed at first: for each pair the preview will add, its
 * stress, grammar, forms and pronunciation, sent with the pair in the one batch.
 */
export function AddWordsDetails({ form }: { form: AddWordsForm }) {
  const t = useMessages(DETAILS_TEXT);
  const { details, preview } = form;
  return (
    <DetailsSection open={details.open} onOpenChange={details.setOpen}>
      {preview.pairs.length === 0 ? (
        <p className="field__hint">{t.detailsNoPairs}</p>
      ) : (
        preview.pairs.map((pair) => <PairDetails key={wordPairKey(pair.english, pair.russian)} form={form} pair={pair} />)
      )}
    </DetailsSection>
  );
}

function PairDetails({ form, pair }: { form: AddWordsForm; pair: PreviewPair }) {
  const headingId = useId();
  const { details } = form;
  return (
    <section className="details-section__pair" aria-labelledby={headingId}>
      <h4 id={headingId} className="details-section__pair-title">
        <span lang="en">{pair.english}</span> — <span lang="ru">{pair.russian}</span>
      </h4>
      <WordDetailsFields
        draft={details.draftFor(pair)}
        onChange={(draft) => details.change(pair, draft)}
        russian={pair.russian}
        errors={details.errorsFor(pair)}
      />
    </section>
  );
}
