import { Link } from 'react-router';
import type { ClassSummary } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { CLASSES_TEXT } from '../classes.i18n';
import { classPath } from '../paths';
import { RoleBadge, TeachersLine } from './class-badges';

/** Classes as cards: the name (the link to the class), the caller's role, its teachers and counts. */
export function ClassList({ classes, label }: { classes: ClassSummary[]; label: string }) {
  const TEXT = useMessages(CLASSES_TEXT);
  return (
    <ul className="classes__list" aria-label={label}>
      {classes.map((item) => (
        <li key={item.id} className="classes__item">
          <div className="classes__item-head">
            <Link to={classPath(item.id)} className="classes__item-name">
              {item.name}
            </Link>
            <RoleBadge role={item.role} />
          </div>
          <TeachersLine teachers={item.teachers} />
          <p className="classes__counts">
            {item.members !== null && <span>{TEXT.members(item.members)}</span>}
            <span>{TEXT.assignments(item.assignments)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
