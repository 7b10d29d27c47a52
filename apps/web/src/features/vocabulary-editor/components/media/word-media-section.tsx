import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { MEDIA_ACCEPT, type MediaKind } from '@slovo/shared/limits/media';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { MEDIA_TEXT } from '../../media/media.i18n';
import { SoundRecorder } from './sound-recorder';
import type { MediaDraftState, ShownMedia } from './use-media-draft';
import { useObjectUrl } from './use-object-url';
import './word-media.css';

interface WordMediaSectionProps {
  media: MediaDraftState;
  /** A line under the hint (Add Word: they go with one word). */
  note?: ReactNode;
}

/** The first picture among pasted files (a screenshot, an image copied in a browser), or null. */
export function pastedPicture(event: ClipboardEvent): File | null {
  const files = Array.from(event.clipboardData?.files ?? []);
  return files.find((file) => file.type.startsWith('image/')) ?? null;
}

/**
 * "Picture and sound" in Add Word and Edit Word (issue 34): a picture chosen, dropped or pasted,
 * with its preview; a sound chosen or recorded, to listen to; each removable. Nothing is sent
 * until the dialog's Save.
 */
export function WordMediaSection({ media, note }: WordMediaSectionProps) {
  const t = useMessages(MEDIA_TEXT);
  const id = useId();
  return (
    <section className="word-media" aria-labelledby={`${id}-heading`}>
      <h3 className="word-media__heading" id={`${id}-heading`}>
        {t.heading}
      </h3>
      <p className="field__hint word-media__hint">
        {t.hint}
        {note && <> {note}</>}
      </p>
      <div className="word-media__parts">
        <PictureField media={media} />
        <SoundField media={media} />
      </div>
    </section>
  );
}

/** The chosen file's object URL, or the word's own URL. */
function useShownUrl(shown: ShownMedia): string | null {
  const fileUrl = useObjectUrl(shown && 'file' in shown ? shown.file : null);
  return shown && 'url' in shown ? shown.url : fileUrl;
}

function PictureField({ media }: { media: MediaDraftState }) {
  const t = useMessages(MEDIA_TEXT);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const shown = media.shown('image');
  const url = useShownUrl(shown);
  const refusal = media.refusals.image;

  const over = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) media.choose('image', file);
  };

  return (
    <div className="word-media__part" role="group" aria-labelledby={`${id}-title`}>
      <h4 className="word-media__title" id={`${id}-title`}>
        {t.picture}
      </h4>
      <FileInput kind="image" label={t.pictureFile} inputRef={input} media={media} />
      <div className="word-media__picture">
        {url && shown && (
          <img className="word-media__preview" src={url} alt={'file' in shown ? t.chosenPicture : t.currentPicture} />
        )}
        <button
          type="button"
          className={`word-media__drop${dragging ? ' word-media__drop--over' : ''}`}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onClick={() => input.current?.click()}
          onDragEnter={over}
          onDragOver={over}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <span className="word-media__drop-label">{shown ? t.replacePicture : t.choosePicture}</span>
          <span className="word-media__drop-hint">{t.dropHint}</span>
        </button>
      </div>
      {media.removing('image') && <p className="word-media__note">{t.pictureWillGo}</p>}
      {shown && (
        <div className="word-media__actions">
          <Button size="sm" variant="ghost" onClick={() => media.remove('image')}>
            {t.removePicture}
          </Button>
        </div>
      )}
      {refusal && (
        <p id={`${id}-refusal`} className="field__error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

function SoundField({ media }: { media: MediaDraftState }) {
  const t = useMessages(MEDIA_TEXT);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = media.shown('sound');
  const url = useShownUrl(shown);
  const refusal = media.refusals.sound;
  return (
    <div className="word-media__part" role="group" aria-labelledby={`${id}-title`}>
      <h4 className="word-media__title" id={`${id}-title`}>
        {t.sound}
      </h4>
      <FileInput kind="sound" label={t.soundFile} inputRef={input} media={media} />
      {url && shown && (
        <audio className="word-media__audio" controls src={url} aria-label={'file' in shown ? t.chosenSound : t.currentSound} />
      )}
      {media.removing('sound') && <p className="word-media__note">{t.soundWillGo}</p>}
      <div className="word-media__actions">
        <Button size="sm" onClick={() => input.current?.click()}>
          {t.chooseSound}
        </Button>
        {shown && (
          <Button size="sm" variant="ghost" onClick={() => media.remove('sound')}>
            {t.removeSound}
          </Button>
        )}
      </div>
      <SoundRecorder onKeep={(take) => media.choose('sound', take)} />
      {refusal && (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** The hidden file input a button opens; the same file may be chosen again after a Remove. */
function FileInput({
  kind,
  label,
  inputRef,
  media,
}: {
  kind: MediaKind;
  label: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  media: MediaDraftState;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      className="visually-hidden"
      accept={MEDIA_ACCEPT[kind]}
      aria-label={label}
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) media.choose(kind, file);
      }}
    />
  );
}
