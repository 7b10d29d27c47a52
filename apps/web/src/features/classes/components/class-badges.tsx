import type { ClassSummary } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/i18n';
import { CLASSES_TEXT } from '../classes.i18n';

/** The caller's role in a class, as a badge (its word, not its colour, says which). */
export function RoleBadge({ role }: { role: ClassSummary['role'] }) {
  const TEXT = useMessages(CLASSES_TEXT);
  if (role === 'teacher') return <Badge tone="primary">{TEXT.roleTeacher}</Badge>;
  if (role === 'admin') return <Badge tone="danger">{TEXT.roleAdmin}</Badge>;
  return <Badge tone="success">{TEXT.roleMember}</Badge>;
}

/** "Teachers: anna (creator), boris". */
export function TeachersLine({ teachers }: { teachers: ClassSummary['teachers'] }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const names = teachers.map((teacher) => (teacher.creator ? `${teacher.username} (${TEXT.creatorMark})` : teacher.username));
  return <p className="classes__muted">{TEXT.teachersLine(names.join(', '))}</p>;
}
