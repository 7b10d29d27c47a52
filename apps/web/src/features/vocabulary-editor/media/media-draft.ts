/**
 * The "Picture and sound" part of the word dialogs (issue 34): what the person chose for each kind,
 * kept in the dialog until Save, and the browser's first check of a file (the server decides).
 */
import { MEDIA_ACCEPT, MEDIA_LIMITS, type MediaKind } from '@slovo/shared/limits/media';
import { messagesNow } from '@/i18n';
import { MEDIA_RULE_TEXT } from './media.i18n';

export type { MediaKind };

/** Leave the word's own as it is, give it this file, or take its own away. */
export type MediaChoice = { action: 'keep' } | { action: 'set'; file: Blob } | { action: 'remove' };
export type MediaDraft = Record<MediaKind, MediaChoice>;

/** The word's media as the server has them: URLs, null when none. */
export type CurrentMedia = Record<MediaKind, string | null>;

export const KEEP: MediaChoice = { action: 'keep' };
export const UNCHANGED: MediaDraft = { image: KEEP, sound: KEEP };
export const NO_MEDIA: CurrentMedia = { image: null, sound: null };

/** One write Save has to make: a file to put, or null to delete the word's own. */
export interface MediaChange {
  kind: MediaKind;
  file: Blob | null;
}

/** The writes the draft asks for, picture first; none when nothing changed. */
export function mediaChanges(draft: MediaDraft): MediaChange[] {
  return (['image', 'sound'] as const).flatMap((kind): MediaChange[] => {
    const choice = draft[kind];
    if (choice.action === 'set') return [{ kind, file: choice.file }];
    if (choice.action === 'remove') return [{ kind, file: null }];
    return [];
  });
}

/** The type without its parameters: "audio/webm;codecs=opus" → "audio/webm". */
export const baseType = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

/** Other names browsers give the same kinds of sound file. */
const SOUND_ALIASES = ['audio/mp3', 'audio/x-mp3', 'audio/x-wav', 'audio/wave', 'audio/opus', 'audio/m4a', 'audio/x-aac'];

function acceptedType(kind: MediaKind, type: string): boolean {
  // Some systems give a sound file no type at all: the server reads its bytes.
  if (type === '') return kind === 'sound';
  const accepted = MEDIA_ACCEPT[kind].split(',');
  return accepted.includes(type) || (kind === 'sound' && SOUND_ALIASES.includes(type));
}

/**
 * Why the browser already knows the server would refuse `file` as a `kind` (its size or type), in
 * the interface language; null when it may be sent.
 */
export function mediaFileProblem(kind: MediaKind, file: Blob, t = messagesNow(MEDIA_RULE_TEXT)): string | null {
  if (file.size === 0) return t.empty;
  if (!acceptedType(kind, baseType(file.type))) return kind === 'image' ? t.imageType : t.soundType;
  const max = kind === 'image' ? MEDIA_LIMITS.imageMaxBytes : MEDIA_LIMITS.soundMaxBytes;
  if (file.size > max) return kind === 'image' ? t.imageTooLarge : t.soundTooLarge;
  return null;
}
