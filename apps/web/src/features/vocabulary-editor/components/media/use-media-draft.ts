import { useState } from 'react';
import type { WordMedia } from '../../api/put-word-media';
import type { SaveWordMediaResult } from '../../api/save-word-media';
import {
  KEEP,
  mediaChanges,
  mediaFileProblem,
  UNCHANGED,
  type CurrentMedia,
  type MediaDraft,
  type MediaKind,
} from '../../media/media-draft';

const NO_REFUSALS: Record<MediaKind, string | null> = { image: null, sound: null };

/** What a kind shows: the chosen file, the word's own URL, or nothing (none, or removed on Save). */
export type ShownMedia = { file: Blob } | { url: string } | null;

/**
 * The dialog's picture and sound until Save (issue 34): the word's own (`initial`, none for a new
 * word), what the person chose or removed, and why the browser refused a file (shown at once).
 * `onEdit` runs on every choice, as typing in a field does (the dialog clears its failure).
 */
export function useMediaDraft(initial: CurrentMedia, onEdit?: () => void) {
  const [current, setCurrent] = useState<CurrentMedia>(initial);
  const [draft, setDraft] = useState<MediaDraft>(UNCHANGED);
  const [refusals, setRefusals] = useState(NO_REFUSALS);

  const refuse = (kind: MediaKind, problem: string | null) => setRefusals((now) => ({ ...now, [kind]: problem }));

  /** Takes `file` for `kind` unless it is refused (too large, not a picture or sound); true when taken. */
  const choose = (kind: MediaKind, file: Blob): boolean => {
    const problem = mediaFileProblem(kind, file);
    refuse(kind, problem);
    onEdit?.();
    if (problem === null) setDraft((now) => ({ ...now, [kind]: { action: 'set', file } }));
    return problem === null;
  };

  /** Nothing for `kind` any more: the word's own goes on Save, a chosen file is dropped. */
  const remove = (kind: MediaKind) => {
    refuse(kind, null);
    onEdit?.();
    setDraft((now) => ({ ...now, [kind]: current[kind] ? { action: 'remove' } : KEEP }));
  };

  const shown = (kind: MediaKind): ShownMedia => {
    const choice = draft[kind];
    if (choice.action === 'set') return { file: choice.file };
    if (choice.action === 'remove') return null;
    return current[kind] ? { url: current[kind] } : null;
  };

  /** After a Save: what went through is now the word's own; what failed stays chosen for another try. */
  const saved = ({ media, failed }: SaveWordMediaResult) => {
    if (media) setCurrent(media satisfies WordMedia);
    setDraft((now) => {
      const next = { ...UNCHANGED };
      for (const { kind } of failed) next[kind] = now[kind];
      return next;
    });
  };

  return {
    draft,
    refusals,
    changes: mediaChanges(draft),
    removing: (kind: MediaKind) => draft[kind].action === 'remove',
    choose,
    remove,
    shown,
    saved,
  };
}

export type MediaDraftState = ReturnType<typeof useMediaDraft>;
