import { PARTS_OF_SPEECH, type PartOfSpeech } from '@slovo/shared/constants';
import { ASPECTS, GENDERS } from '@slovo/shared/rules/word-annotations';
import { cleanWord } from '@slovo/shared/rules/word-rules';
import { useMessages } from '@/i18n';
import { DETAILS_TEXT } from '../../details/details.i18n';
import {
  englishFormKeys,
  russianFormKeys,
  stressedFor,
  withEnglishForm,
  withForm,
  withPartOfSpeech,
  withStressOn,
  withValue,
} from '../../details/details-draft';
import { ChipChoice } from './chip-choice';
import { StressPicker } from './stress-picker';
import { useDetailsKit, type DetailsFieldsProps, type DetailsKit } from './use-details-kit';
import '@/components/ui/form-field.css';
import './word-details.css';

export type { DetailsFieldsProps };

/**
 * The Details section's fields (issue 32 §2): the stress (tap a vowel), the part of speech,
 * gender and animacy for nouns, aspect and partner for verbs, the Russian forms of the part of
 * speech, the English IPA and irregular forms; each fact with where it came from and its refusal.
 */
export function WordDetailsFields(props: DetailsFieldsProps) {
  const kit = useDetailsKit(props);
  return (
    <div className="word-details">
      <StressField {...props} kit={kit} />
      <GrammarFields {...props} kit={kit} />
      <FormFields {...props} kit={kit} />
      <EnglishFields {...props} kit={kit} />
    </div>
  );
}

type PartProps = DetailsFieldsProps & { kit: DetailsKit };

function StressField({ draft, onChange, russian, kit }: PartProps) {
  const t = useMessages(DETAILS_TEXT);
  return (
    <div className="word-details__part">
      <StressPicker
        bare={cleanWord(russian)}
        stressed={stressedFor(draft, russian)}
        onStress={(position) => onChange(withStressOn(draft, russian, position))}
        onClear={() => onChange(withValue(draft, 'stressed', null))}
        describedBy={kit.describedBy('stressed')}
      />
      {kit.note('stressed', t.stress)}
      {kit.errorText('stressed')}
    </div>
  );
}

function GrammarFields({ draft, onChange, kit }: PartProps) {
  const t = useMessages(DETAILS_TEXT);
  const { partOfSpeech, values } = draft;
  return (
    <div className="word-details__part word-details__grammar">
      <div className="field">
        <label className="field__label" htmlFor={kit.id('part_of_speech')}>
          {t.partOfSpeech}
        </label>
        <select
          id={kit.id('part_of_speech')}
          className="field__input"
          value={partOfSpeech}
          aria-invalid={kit.errorOf('part_of_speech') !== undefined || undefined}
          aria-describedby={kit.describedBy('part_of_speech')}
          onChange={(event) => onChange(withPartOfSpeech(draft, event.target.value as PartOfSpeech))}
        >
          {PARTS_OF_SPEECH.map((part) => (
            <option key={part} value={part}>
              {t.partsOfSpeech[part]}
            </option>
          ))}
        </select>
        {kit.errorText('part_of_speech')}
      </div>
      {partOfSpeech === 'noun' && (
        <>
          <ChipChoice
            legend={t.gender}
            choices={GENDERS.map((gender) => ({ id: gender, label: t.genders[gender] }))}
            notSet={t.notSet}
            value={values.gender}
            onChange={(gender) => onChange(withValue(draft, 'gender', gender))}
            describedBy={kit.describedBy('gender')}
          >
            {kit.note('gender', t.gender)}
            {kit.errorText('gender')}
          </ChipChoice>
          <ChipChoice
            legend={t.animate}
            choices={[
              { id: 'yes', label: t.animacy.yes },
              { id: 'no', label: t.animacy.no },
            ]}
            notSet={t.notSet}
            value={values.animate === null ? null : values.animate ? 'yes' : 'no'}
            onChange={(animate) => onChange(withValue(draft, 'animate', animate === null ? null : animate === 'yes'))}
            describedBy={kit.describedBy('animate')}
          >
            {kit.note('animate', t.animate)}
            {kit.errorText('animate')}
          </ChipChoice>
        </>
      )}
      {partOfSpeech === 'verb' && (
        <>
          <ChipChoice
            legend={t.aspect}
            choices={ASPECTS.map((aspect) => ({ id: aspect, label: t.aspects[aspect] }))}
            notSet={t.notSet}
            value={values.aspect}
            onChange={(aspect) => onChange(withValue(draft, 'aspect', aspect))}
            describedBy={kit.describedBy('aspect')}
          >
            {kit.note('aspect', t.aspect)}
            {kit.errorText('aspect')}
          </ChipChoice>
          <TextField
            kit={kit}
            field="aspect_partner"
            label={t.aspectPartner}
            hint={t.aspectPartnerHint}
            lang="ru"
            value={values.aspect_partner}
            onChange={(text) => onChange(withValue(draft, 'aspect_partner', text))}
          >
            {kit.note('aspect_partner', t.aspectPartner)}
          </TextField>
        </>
      )}
    </div>
  );
}

function FormFields({ draft, onChange, kit }: PartProps) {
  const t = useMessages(DETAILS_TEXT);
  const keys = russianFormKeys(draft.partOfSpeech);
  if (keys.length === 0) return null;
  return (
    <fieldset className="word-details__part word-details__forms" aria-describedby={kit.describedBy('forms', { hint: true })}>
      <legend className="field__label">{t.forms}</legend>
      <p id={kit.id('forms-hint')} className="field__hint">
        {t.formsHint}
      </p>
      <div className="word-details__form-grid">
        {keys.map((key) => (
          <TextField
            key={key}
            kit={kit}
            field="forms"
            errorKey={`forms.${key}`}
            label={t.formLabels[key]}
            lang="ru"
            value={draft.values.forms[key] ?? ''}
            onChange={(text) => onChange(withForm(draft, key, text))}
          />
        ))}
      </div>
      {kit.note('forms', t.forms)}
      {kit.errorText('forms')}
    </fieldset>
  );
}

function EnglishFields({ draft, onChange, kit }: PartProps) {
  const t = useMessages(DETAILS_TEXT);
  const keys = englishFormKeys(draft.partOfSpeech);
  return (
    <div className="word-details__part word-details__english">
      <TextField
        kit={kit}
        field="ipa"
        label={t.ipa}
        hint={t.ipaHint}
        value={draft.values.ipa}
        onChange={(text) => onChange(withValue(draft, 'ipa', text))}
      >
        {kit.note('ipa', t.ipa)}
      </TextField>
      {keys.length > 0 && (
        <fieldset className="word-details__forms" aria-describedby={kit.describedBy('english_forms')}>
          <legend className="field__label">{t.englishForms}</legend>
          <div className="word-details__form-grid">
            {keys.map((key) => (
              <TextField
                key={key}
                kit={kit}
                field="english_forms"
                errorKey={`english_forms.${key}`}
                label={t.englishFormLabels[key]}
                lang="en"
                value={draft.values.english_forms[key] ?? ''}
                onChange={(text) => onChange(withEnglishForm(draft, key, text))}
              />
            ))}
          </div>
          {kit.note('english_forms', t.englishForms)}
          {kit.errorText('english_forms')}
        </fieldset>
      )}
    </div>
  );
}

interface TextFieldProps {
  kit: DetailsKit;
  field: 'aspect_partner' | 'ipa' | 'forms' | 'english_forms';
  /** The refusal it shows (a single form's), when not the field's own. */
  errorKey?: `forms.${string}` | `english_forms.${string}`;
  label: string;
  hint?: string;
  lang?: string;
  value: string;
  onChange: (text: string) => void;
  children?: React.ReactNode;
}

/** One text of the details: a label, an optional hint, the input, its note and refusal. */
function TextField({ kit, field, errorKey, label, hint, lang, value, onChange, children }: TextFieldProps) {
  const key = (errorKey ?? field) as Parameters<DetailsKit['errorOf']>[0];
  const id = kit.id(key);
  const single = errorKey !== undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={kit.id(`${field}-hint`)} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input"
        value={value}
        lang={lang}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={kit.errorOf(key) !== undefined || undefined}
        aria-describedby={
          single
            ? kit.errorOf(key) !== undefined
              ? kit.id(`${key}-error`)
              : undefined
            : kit.describedBy(field, { hint: hint !== undefined })
        }
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
      {kit.errorText(key)}
    </div>
  );
}
