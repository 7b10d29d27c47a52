/** Messages and limits of a word's annotations (issue 32); zod-free, so the web app shares them. */

/** An IPA transcription between slashes, at most this long. */
export const IPA_MAX_LENGTH = 100;

export const ANNOTATION_MESSAGES = {
  invalid: 'Word details are invalid',
  stressedMismatch: 'The stressed form must be the Russian word with stress marks added',
  stressedUnmarked: 'The stressed form has no stress mark',
  genderInvalid: 'Gender must be m, f, n or pl',
  animateInvalid: 'Animate must be true or false',
  aspectInvalid: 'Aspect must be impf or pf',
  partnerInvalid: 'The aspect partner must be a valid Russian word',
  formInvalid: (key: string) => `The form ${key} must be a valid Russian word`,
  formsInvalid: 'Forms must be an object of Russian words',
  ipaInvalid: 'IPA must be a transcription between slashes, like /ˈwɔtɚ/',
  englishFormInvalid: (key: string) => `The English form ${key} must be a valid English word`,
  englishFormsInvalid: 'English forms must be an object of English words',
} as const;
