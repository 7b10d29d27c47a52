import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_LIMITS } from '@slovo/shared/limits/media';
import { baseType } from '../../media/media-draft';

/** What the browser is asked to record in, best first: M4A plays everywhere, Opus in WebM nearly so. */
export const RECORDING_TYPES = ['audio/mp4', 'audio/webm;codecs=opus'] as const;

/**
 * Where the recording stops by itself: a little before the server's limit, since a recording runs
 * a few milliseconds past the moment it is told to stop.
 */
export const RECORDING_LIMIT_MS = MEDIA_LIMITS.soundMaxSeconds * 1000 - 200;

export type RecorderProblem = 'refused' | 'absent' | 'unsupported' | 'failed';

export type RecorderState =
  | { step: 'idle'; problem: RecorderProblem | null }
  | { step: 'starting' }
  | { step: 'recording'; secondsLeft: number }
  | { step: 'recorded'; take: Blob };

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  /** The countdown's ticks and the stop at the limit. */
  countdown?: ReturnType<typeof setInterval>;
  limit?: ReturnType<typeof setTimeout>;
}

const IDLE: RecorderState = { step: 'idle', problem: null };

/** Why getUserMedia failed, as the person can act on it. */
function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'refused';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

const secondsLeftAt = (elapsedMs: number) => Math.max(0, Math.ceil((MEDIA_LIMITS.soundMaxSeconds * 1000 - elapsedMs) / 1000));

/**
 * Recording a word's sound in the browser (issue 34): the microphone through getUserMedia, a
 * MediaRecorder in the first type it supports, a countdown, a stop at the limit, and the take to
 * listen to before keeping it. The microphone is let go as soon as a recording ends or the dialog closes.
 */
export function useSoundRecorder() {
  const [state, setState] = useState<RecorderState>(IDLE);
  const session = useRef<Session | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearInterval(current.countdown);
    clearTimeout(current.limit);
    current.stream.getTracks().forEach((track) => track.stop());
    return current.recorder;
  }, []);

  useEffect(
    () => () => {
      const recorder = release();
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
    },
    [release],
  );

  const start = async () => {
    if (session.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ step: 'idle', problem: 'unsupported' });
      return;
    }
    setState({ step: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ step: 'idle', problem: problemOf(error) });
      return;
    }
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported?.(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setState({ step: 'idle', problem: 'unsupported' });
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release();
      const type = baseType(recorder.mimeType || mimeType || 'audio/webm');
      const take = new Blob(chunks, { type });
      setState(take.size > 0 ? { step: 'recorded', take } : { step: 'idle', problem: 'failed' });
    };
    recorder.onerror = () => {
      release();
      setState({ step: 'idle', problem: 'failed' });
    };
    const current: Session = { recorder, stream };
    session.current = current;
    recorder.start();
    setState({ step: 'recording', secondsLeft: MEDIA_LIMITS.soundMaxSeconds });
    const startedAt = Date.now();
    current.countdown = setInterval(() => {
      const secondsLeft = secondsLeftAt(Date.now() - startedAt);
      setState((now) => (now.step === 'recording' ? { step: 'recording', secondsLeft } : now));
    }, 250);
    current.limit = setTimeout(stop, RECORDING_LIMIT_MS);
  };

  function stop() {
    const current = session.current;
    if (!current) return;
    clearInterval(current.countdown);
    clearTimeout(current.limit);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }

  return {
    state,
    start: () => void start(),
    stop,
    /** The take is dropped: back to Record. */
    discard: () => setState(IDLE),
    /** Dropped, and a new recording started at once. */
    redo: () => {
      setState(IDLE);
      void start();
    },
  };
}
