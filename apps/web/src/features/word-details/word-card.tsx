import type { ReactNode } from 'react';
import type { AnnotationField } from '@slovo/shared';
import { CheckIcon, WarningIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Modal } from '@/components/ui/modal';
import { SpeakButton } from '@/features/speech';
import { WordPicture } from '@/features/word-media';
import { useMessages } from '@/i18n';
import { WORD_CARD_TEXT, type WordCardText } from './word-card.i18n';
import { WordFormsTable } from './word-forms-table';
import { englishFormRows, factsToList, hasSuggestions, needsNoStress, sourceKind, type CardWord } from './word-facts';
import './word-card.css';

export interface WordCardProps {
  word: CardWord;
  onClose: () => void;
}

/**
 * The word card (issue 32 §3): one word with everything it knows — both sides (the Russian with
 * its stress, always: the card is where a learner looks the stress up), the gender, animacy and
 * aspect as badges, each fact with where it came from, the forms table — and, for what is not
 * known yet, a line that says so. Loaded with its first opening (word-card-button.tsx).
 */
export default function WordCard({ word, onClose }: WordCardProps) {
  const t = useMessages(WORD_CARD_TEXT);
  const russian = word.stressed ?? word.russian;
  return (
    <Modal
      open
      wide
      className="word-card"
      onClose={onClose}
      closeLabel={t.close}
      title={
        <>
          <span className="visually-hidden">{`${t.title}: `}</span>
          <span lang="ru">{russian}</span> — <span lang="en">{word.english}</span>
        </>
      }
    >
      <WordSides word={word} t={t} />
      <h3 className="word-card__heading">{t.facts}</h3>
      <dl className="word-card__facts">
        {factsToList(word).map((field) => (
          <FactRow key={field} word={word} field={field} t={t} />
        ))}
      </dl>
      <WordFormsTable word={word} t={t} source={<SourceNote word={word} field="forms" t={t} />} />
      {hasSuggestions(word) && (
        <p className="word-card__note">
          <WarningIcon aria-hidden="true" /> {t.unconfirmedNote}
        </p>
      )}
    </Modal>
  );
}

/** Both sides side by side, each with its speaker; the badges a learner takes in at a glance. */
function WordSides({ word, t }: { word: CardWord; t: WordCardText }) {
  return (
    <div className="word-card__sides">
      <WordPicture word={word} size="card" className="word-card__picture" />
      <section className="word-card__side" aria-label={t.russianSide}>
        <span className="word-card__side-label" aria-hidden="true">
          {t.russianSide}
        </span>
        <span className="word-card__word-row">
          <span className="word-card__word" lang="ru">
            {word.stressed ?? word.russian}
          </span>
          <SpeakButton text={word.russian} lang="ru" sound={word.sound} className="speak-button--inline" />
        </span>
        <span className="word-card__badges">
          {word.gender && <Badge tone="primary">{t.genders[word.gender]}</Badge>}
          {word.animate !== undefined && <Badge>{word.animate ? t.animate : t.inanimate}</Badge>}
          {word.aspect && <Badge tone="info">{t.aspects[word.aspect]}</Badge>}
        </span>
      </section>
      <section className="word-card__side" aria-label={t.englishSide}>
        <span className="word-card__side-label" aria-hidden="true">
          {t.englishSide}
        </span>
        <span className="word-card__word-row">
          <span className="word-card__word" lang="en">
            {word.english}
          </span>
          <SpeakButton text={word.english} lang="en" className="speak-button--inline" />
        </span>
        {word.ipa && <span className="word-card__ipa">{word.ipa}</span>}
      </section>
    </div>
  );
}

/** One fact: its name, its value (or "not known yet") and where it came from. */
function FactRow({ word, field, t }: { word: CardWord; field: AnnotationField; t: WordCardText }) {
  const value = factValue(word, field, t);
  return (
    <div className="word-card__fact" data-fact={field} data-known={value !== null}>
      <dt>{FACT_LABEL[field](t)}</dt>
      <dd>
        {value ?? <span className="word-card__unknown">{t.notKnown}</span>}
        {value !== null && word[field] !== undefined && <SourceNote word={word} field={field} t={t} />}
      </dd>
    </div>
  );
}

const FACT_LABEL: Record<AnnotationField, (t: WordCardText) => string> = {
  stressed: (t) => t.stress,
  gender: (t) => t.gender,
  animate: (t) => t.animacy,
  aspect: (t) => t.aspect,
  aspect_partner: (t) => t.partner,
  forms: (t) => t.russianForms,
  ipa: (t) => t.ipa,
  english_forms: (t) => t.englishForms,
};

function factValue(word: CardWord, field: AnnotationField, t: WordCardText): ReactNode {
  switch (field) {
    case 'stressed':
      if (word.stressed) return <span lang="ru">{word.stressed}</span>;
      return needsNoStress(word.russian) ? t.noStressNeeded : null;
    case 'gender':
      return word.gender ? t.genders[word.gender] : null;
    case 'animate':
      return word.animate === undefined ? null : word.animate ? t.animate : t.inanimate;
    case 'aspect':
      return word.aspect ? t.aspects[word.aspect] : null;
    case 'aspect_partner':
      if (!word.aspect_partner) return null;
      return (
        <>
          <span lang="ru">{word.aspect_partner}</span>
          {word.aspect && ` (${t.partnerOf[word.aspect]})`}
        </>
      );
    case 'ipa':
      return word.ipa ? <span className="word-card__ipa-value">{word.ipa}</span> : null;
    case 'english_forms': {
      const rows = englishFormRows(word);
      if (rows.length === 0) return word.english_forms === undefined ? t.noIrregularForms : null;
      return (
        <ul className="word-card__english-forms">
          {rows.map(({ key, value }) => (
            <li key={key}>
              {`${t.englishFormNames[key]}: `}
              <span lang="en">{value}</span>
            </li>
          ))}
        </ul>
      );
    }
    case 'forms':
      return null;
  }
}

/** Where a fact came from: checked (a file, an editor, a dictionary) or only suggested, visibly. */
function SourceNote({ word, field, t }: { word: CardWord; field: AnnotationField; t: WordCardText }) {
  const source = sourceKind(word.sources?.[field]);
  if (source.kind === 'suggested') {
    return (
      <span className="word-card__source word-card__source--suggested">
        <Badge tone="warning">
          <WarningIcon aria-hidden="true" /> {t.sources.suggested}
        </Badge>
      </span>
    );
  }
  const label = source.kind === 'dictionary' ? t.sources.dictionary(`${source.name} ${source.version}`) : t.sources[source.kind];
  return (
    <span className="word-card__source" data-source={source.kind}>
      {source.kind !== 'none' && <CheckIcon aria-hidden="true" />} {label}
    </span>
  );
}
