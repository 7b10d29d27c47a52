import { useEffect, useId, useRef } from 'react';
import { MEDIA_LIMITS } from '@slovo/shared/limits/media';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { MEDIA_TEXT } from '../../media/media.i18n';
import { useObjectUrl } from './use-object-url';
import { useSoundRecorder, type RecorderProblem } from './use-sound-recorder';

const problemText = (t: typeof MEDIA_TEXT.en): Record<RecorderProblem, string> => ({
  refused: t.microphoneRefused,
  absent: t.microphoneAbsent,
  unsupported: t.recorderUnsupported,
  failed: t.recordingFailed,
});

/**
 * Record → Stop (or the limit) → listen to the take → Keep or Redo. Keep hands the take over as the
 * word's sound; the focus follows each step's button so the keyboard never loses its place.
 */
export function SoundRecorder({ onKeep }: { onKeep: (take: Blob) => void }) {
  const t = useMessages(MEDIA_TEXT);
  const recorder = useSoundRecorder();
  const id = useId();
  const { state } = recorder;
  const take = state.step === 'recorded' ? state.take : null;
  const takeUrl = useObjectUrl(take);
  const stopRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const recordRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // After a step the person took, the next step's button gets the focus.
  useEffect(() => {
    if (!moved.current) return;
    const next = { recording: stopRef, recorded: keepRef, idle: recordRef, starting: null }[state.step];
    next?.current?.focus();
  }, [state.step]);

  const act = (action: () => void) => () => {
    moved.current = true;
    action();
  };

  if (state.step === 'recording') {
    return (
      <div className="word-media__recorder">
        <span className="word-media__recording" role="status">
          <span className="word-media__dot" aria-hidden="true" />
          {t.recording}
        </span>
        <span className="word-media__countdown" role="timer" aria-live="off">
          {t.secondsLeft(state.secondsLeft)}
        </span>
        <Button ref={stopRef} variant="danger" size="sm" onClick={act(recorder.stop)}>
          {t.stop}
        </Button>
      </div>
    );
  }

  if (state.step === 'recorded') {
    return (
      <div className="word-media__recorder word-media__recorder--take">
        {/* Named on screen too: under the word's own sound it is a second player, told apart by this line. */}
        <span className="word-media__take-label" id={`${id}-take`}>
          {t.yourRecording}
        </span>
        {takeUrl && <audio className="word-media__audio" controls src={takeUrl} aria-labelledby={`${id}-take`} />}
        <div className="word-media__actions">
          <Button
            ref={keepRef}
            variant="primary"
            size="sm"
            onClick={act(() => {
              onKeep(state.take);
              recorder.discard();
            })}
          >
            {t.keep}
          </Button>
          <Button size="sm" onClick={act(recorder.redo)}>
            {t.redo}
          </Button>
        </div>
      </div>
    );
  }

  const problem = state.step === 'idle' ? state.problem : null;
  return (
    <div className="word-media__recorder">
      <Button ref={recordRef} size="sm" onClick={act(recorder.start)} disabled={state.step === 'starting'}>
        <span className="word-media__dot" aria-hidden="true" />
        {t.record}
      </Button>
      <span className="word-media__note">{t.recordLimit(MEDIA_LIMITS.soundMaxSeconds)}</span>
      {problem && (
        <p className="field__error word-media__problem" role="alert">
          {problemText(t)[problem]}
        </p>
      )}
    </div>
  );
}
