import type { ClassProgress } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import { useAddAssignmentMutation } from '../api/add-assignment';
import { failureReason } from '../api/failure-reason';
import { CLASSES_TEXT } from '../classes.i18n';

type HardWord = ClassProgress['hardestWords'][number];

/** The hard words grouped by their category, in the order the server ranks them. */
function byCategory(words: HardWord[]): { categoryId: number; words: HardWord[] }[] {
  const groups = new Map<number, HardWord[]>();
  for (const word of words) groups.set(word.categoryId, [...(groups.get(word.categoryId) ?? []), word]);
  return [...groups].map(([categoryId, grouped]) => ({ categoryId, words: grouped }));
}

/**
 * The class's hardest words (in most members' mistake books), per category, each group with
 * "Practise these": a practice assignment of exactly those words.
 */
export function HardestWords({ classId, progress, editable }: { classId: number; progress: ClassProgress; editable: boolean }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const add = useAddAssignmentMutation();
  const categoryName = (categoryId: number) =>
    progress.assignments.find((assignment) => assignment.category.id === categoryId)?.category.displayName ?? '';
  return (
    <section className="classes__card card" aria-labelledby="class-hardest-title">
      <h2 id="class-hardest-title" className="classes__card-title">
        {TEXT.hardestTitle}
      </h2>
      <p className="classes__muted">{TEXT.hardestBody}</p>
      {progress.hardestWords.length === 0 ? (
        <p className="classes__muted">{TEXT.hardestEmpty}</p>
      ) : (
        byCategory(progress.hardestWords).map((group) => {
          const name = categoryName(group.categoryId);
          const pending = add.isPending && add.variables?.assignment.categoryId === group.categoryId;
          return (
            <div key={group.categoryId} className="classes__hard-group">
              <h3 className="classes__hard-title">{name}</h3>
              <ul className="classes__hard-words" aria-label={name}>
                {group.words.map((word) => (
                  <li key={word.wordId}>
                    <span className="classes__person-name">
                      {word.english} — <span lang="ru">{word.russian}</span>
                    </span>
                    <span className="classes__muted classes__small">{TEXT.missedBy(word.members, word.misses)}</span>
                  </li>
                ))}
              </ul>
              {editable && (
                <Button
                  size="sm"
                  aria-label={TEXT.practiseLabel(name)}
                  disabled={add.isPending}
                  aria-busy={pending || undefined}
                  onClick={() =>
                    add.mutate(
                      { classId, assignment: { categoryId: group.categoryId, wordIds: group.words.map((word) => word.wordId) } },
                      { onSuccess: () => toast.success(messagesNow(CLASSES_TEXT).practiseAssigned(group.words.length)) },
                    )
                  }
                >
                  {pending && <Spinner size="sm" />}
                  {TEXT.practise}
                </Button>
              )}
            </div>
          );
        })
      )}
      {add.isError && (
        <p className="field__error" role="alert">
          {failureReason(add.error)}
        </p>
      )}
    </section>
  );
}
