import type { ANNOTATION_MESSAGES } from '@slovo/shared/limits/word-annotations';
import type { Translation } from '../define-messages';

/** Russian of the word-details messages (issue 32); the field and form names stay as the API spells them. */
export const ANNOTATION_MESSAGES_RU: Translation<typeof ANNOTATION_MESSAGES> = {
  invalid: 'Неверные сведения о слове',
  stressedMismatch: 'Форма с ударением должна быть тем же русским словом с добавленными знаками ударения',
  stressedUnmarked: 'В форме с ударением нет знака ударения',
  genderInvalid: 'Род должен быть m, f, n или pl',
  animateInvalid: 'Одушевлённость должна быть true или false',
  aspectInvalid: 'Вид должен быть impf или pf',
  partnerInvalid: 'Видовая пара должна быть правильным русским словом',
  formInvalid: (key) => `Форма ${key} должна быть правильным русским словом`,
  formsInvalid: 'Формы должны быть объектом из русских слов',
  ipaInvalid: 'МФА — это транскрипция между косыми чертами, например /ˈwɔtɚ/',
  englishFormInvalid: (key) => `Английская форма ${key} должна быть правильным английским словом`,
  englishFormsInvalid: 'Английские формы должны быть объектом из английских слов',
};
