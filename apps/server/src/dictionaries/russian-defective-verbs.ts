/**
 * Verbs with no standard я-form of the present or simple future (недостаточные глаголы): the
 * OpenCorpora paradigm still lists one (победить → "побежу"), which no learner should be taught.
 * Their sg1 is left out; the other forms are kept.
 */
export const FIRST_PERSON_MISSING: ReadonlySet<string> = new Set([
  'победить',
  'убедить',
  'убедиться',
  'разубедить',
  'разубедиться',
  'переубедить',
  'очутиться',
  'затмить',
  'дудеть',
  'чудить',
  'галдеть',
  'дерзить',
  'пылесосить',
  'шелестеть',
  'лохматить',
  'ерундить',
  'чадить',
]);
