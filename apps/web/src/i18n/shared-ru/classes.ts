import { CLASS_LIMITS, type CLASS_MESSAGES } from '@slovo/shared';
import type { Translation } from '../define-messages';
import { ruCount, ruNumber } from './plural';

export const CLASS_MESSAGES_RU: Translation<typeof CLASS_MESSAGES> = {
  nameRequired: 'Укажите название класса.',
  nameTooLong: `Название класса может быть не длиннее ${ruCount(CLASS_LIMITS.nameMaxLength, 'символа', 'символов', 'символов')}.`,
  notFound: 'Класс не найден.',
  teachersOnly: 'Это могут делать только учителя этого класса.',
  tooManyClasses: `Вы уже ведёте ${ruNumber(CLASS_LIMITS.classesPerTeacher)} классов — больше одному человеку нельзя. Сначала удалите ненужный.`,
  tooManyMemberships: `Вы уже состоите в ${ruNumber(CLASS_LIMITS.classesPerMember)} классах — больше одному человеку нельзя. Сначала выйдите из одного.`,
  classFull: `В этом классе уже ${ruNumber(CLASS_LIMITS.membersPerClass)} учеников — больше быть не может. Обратитесь к учителю.`,
  tooManyTeachers: `У класса может быть не больше ${ruNumber(CLASS_LIMITS.teachersPerClass)} учителей.`,
  tooManyAssignments: `У класса может быть не больше ${ruNumber(CLASS_LIMITS.assignmentsPerClass)} заданий. Сначала уберите завершённое.`,
  tooManyJoins: 'Слишком много попыток вступить в класс. Подождите час и попробуйте снова.',
  inviteInvalid: 'Приглашение недействительно: код неверен, или учитель сменил либо отключил его.',
  alreadyMember: 'Вы уже состоите в этом классе.',
  teacherCannotJoin: 'Вы ведёте этот класс, поэтому не можете вступить в него учеником.',
  teacherNotFound: 'Пользователя с таким именем нет.',
  alreadyTeacher: 'Этот пользователь уже ведёт этот класс.',
  memberCannotTeach: 'Этот пользователь — ученик класса; чтобы вести его, он должен сначала выйти из класса.',
  ownerStays: 'Учителя, создавшего класс, убрать нельзя; вместо этого удалите класс.',
  onlyOwner: 'Это может делать только учитель, создавший класс.',
  memberNotFound: 'Этот пользователь не состоит в классе.',
  assignmentNotFound: 'Задание не найдено.',
  categoryNotFound: 'Категория не найдена.',
  categoryEmpty: 'В этой категории нет слов для изучения.',
  wordsNotInCategory: 'Некоторых из этих слов нет в категории.',
  dueDateInvalid: 'Срок должен быть датой вида 2026-12-31.',
  targetInvalid: 'Цель — все слова выучены или результат от 1 до 100 % в одной из игр.',
  kindsInvalid: 'Выберите хотя бы один навык, каждый по одному разу.',
  usernameRequired: 'Укажите имя пользователя.',
};
