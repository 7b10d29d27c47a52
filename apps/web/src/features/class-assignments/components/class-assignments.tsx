import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/ui/button';
import { GAME_TEXT, useMessages } from '@/i18n';
import { gamePathWithCategory } from '@/features/category-picker';
import { myAssignmentsQuery, type MyAssignment } from '../api/get-my-assignments';
import { assignmentLine, playsOf, type Play } from '../assignment-line';
import { CLASS_ASSIGNMENTS_TEXT } from '../class-assignments.i18n';
import { releaseAssignmentsRoom } from '../room';
import { rememberAssignmentsRoom } from '../remember-room';
import '../class-assignments.css';

/** Shown at once; the rest behind "Show N more", so the games stay near the top. */
const SHOWN_AT_FIRST = 3;

/** The other games and drills, in a menu that opens under its button and closes on Escape or a click elsewhere. */
function OtherPlays({ assignment, plays, label }: { assignment: MyAssignment; plays: Play[]; label: string }) {
  const t = useMessages(CLASS_ASSIGNMENTS_TEXT);
  const names = useMessages(GAME_TEXT);
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  return (
    <details
      ref={ref}
      className="class-assignment__more"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !ref.current?.open) return;
        event.stopPropagation();
        ref.current.open = false;
        ref.current.querySelector('summary')?.focus();
      }}
    >
      <summary className={buttonClass({ variant: 'secondary', size: 'sm', className: 'class-assignment__more-button' })}>
        {label}
      </summary>
      <ul className="class-assignment__menu card" aria-label={label}>
        {plays.map((play) => (
          <li key={play.id}>
            <Link
              to={gamePathWithCategory(play.path, assignment.category.name)}
              aria-label={t.playIn(assignment.category.displayName, names[play.id].title)}
            >
              {names[play.id].title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AssignmentItem({ assignment, now }: { assignment: MyAssignment; now: Date }) {
  const t = useMessages(CLASS_ASSIGNMENTS_TEXT);
  const names = useMessages(GAME_TEXT);
  const lineId = useId();
  const line = assignmentLine(assignment, t, now);
  const { primary, others } = playsOf(assignment);
  const { target } = assignment;
  const hasDrills = others.some((play) => !play.id.startsWith('game'));
  return (
    <li className={`class-assignment${line.overdue ? ' class-assignment--overdue' : ''}`}>
      <div className="class-assignment__text">
        <p id={lineId} className="class-assignment__line">
          {line.due !== null && <span className="class-assignment__due">{`${line.due}:`}</span>}
          {line.due !== null && ' '}
          {line.progress}
        </p>
        <p className="class-assignment__meta">
          <span>{t.className(assignment.class.name)}</span>
          {target.kind === 'score' && <span>{t.goal(names[target.game].title, target.percent)}</span>}
        </p>
      </div>
      <div className="class-assignment__actions">
        <Link
          to={gamePathWithCategory(primary.path, assignment.category.name)}
          className={buttonClass({ variant: 'primary', size: 'sm', className: 'class-assignment__play' })}
          aria-describedby={lineId}
        >
          {t.play(names[primary.id].title)}
        </Link>
        {others.length > 0 && (
          <OtherPlays assignment={assignment} plays={others} label={hasDrills ? t.otherGamesAndDrills : t.otherGames} />
        )}
      </div>
    </li>
  );
}

/**
 * Home's first section for a learner in a class (issue 35 §2): each open assignment, soonest due
 * first — "Due Friday: Animals — 12 of 40 words learned", the class, a score target — with one
 * click to play it (the category chosen) and a menu of the other games and drills. Nothing at all
 * while loading, on a failure or without assignments: Home keeps the room the section took last
 * time (room.ts) and gives it back once this has drawn.
 */
export default function ClassAssignments({ userId }: { userId: string }) {
  const t = useMessages(CLASS_ASSIGNMENTS_TEXT);
  const query = useQuery(myAssignmentsQuery(userId));
  const assignments = query.data?.assignments;
  const [showAll, setShowAll] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const settled = assignments !== undefined || query.isError;
  const listRef = useRef<HTMLUListElement>(null);

  // "Show N more" goes away when pressed: the focus moves to the first assignment it showed.
  useEffect(() => {
    if (showAll) listRef.current?.querySelectorAll<HTMLElement>('.class-assignment__play')[SHOWN_AT_FIRST]?.focus();
  }, [showAll]);

  // Before the paint that shows the section (or nothing): the kept room goes, and what the
  // section took at this width is remembered for the next visit.
  useLayoutEffect(() => {
    if (!settled) return;
    releaseAssignmentsRoom();
    if (assignments === undefined) return;
    if (assignments.length === 0) rememberAssignmentsRoom(null);
    else if (!showAll && ref.current?.parentElement) {
      rememberAssignmentsRoom(ref.current.parentElement.getBoundingClientRect().height);
    }
  }, [settled, assignments, showAll]);

  if (!assignments || assignments.length === 0) return null;
  const now = new Date();
  const shown = showAll ? assignments : assignments.slice(0, SHOWN_AT_FIRST);
  const hidden = assignments.length - shown.length;
  return (
    <section ref={ref} className="class-assignments card" aria-labelledby={headingId}>
      <h2 id={headingId} className="class-assignments__title">
        {t.title}
      </h2>
      <ul ref={listRef} className="class-assignments__list">
        {shown.map((assignment) => (
          <AssignmentItem key={assignment.id} assignment={assignment} now={now} />
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="class-assignments__show-more" onClick={() => setShowAll(true)}>
          {t.showMore(hidden)}
        </button>
      )}
    </section>
  );
}
