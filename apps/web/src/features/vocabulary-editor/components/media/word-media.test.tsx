/**
 * "Picture and sound" in Add Word and Edit Word (issue 34): what the person sees and what reaches
 * the server — the bytes PUT after the word exists, a file refused before any upload, a Remove sent
 * as DELETE on Save, a recording kept and uploaded, a refused microphone explained.
 */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@slovo/shared/limits/media';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { useToastStore } from '@/components/ui/toast-store';
import { stubFetch, type RecordedCall, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import { renderWordDialog } from '../../testing/render-word-dialog';
import { AddWordsDialog } from '../add-words/add-words-dialog';
import { EditWordDialog, type EditableWord } from '../edit-word-dialog';

const CATEGORY = { id: 12, name: 'kitchen', display_name: 'Kitchen' };
const BATCH = 'POST /api/vocabulary/user/words/batch';
const PICTURE_URL = '/api/media/aaaa';
const SOUND_URL = '/api/media/bbbb';

const png = (bytes = 8, name = 'cat.png') => new File([new Uint8Array(bytes).fill(1)], name, { type: 'image/png' });

function accepted(call: RecordedCall): StubAnswer {
  const { pairs } = call.body as { pairs: { english: string; russian: string }[] };
  const words = pairs.map((pair, index) => ({
    id: 100 + index,
    ...pair,
    part_of_speech: 'noun',
    category_id: CATEGORY.id,
    category: CATEGORY.name,
    image: null,
    sound: null,
  }));
  return {
    status: 201,
    body: { message: MY_VOCABULARY_MESSAGES.wordsAdded(words.length), added: words.length, words, skipped: [] },
  };
}

function renderAddWords(routes: StubRoutes) {
  const { calls } = stubFetch(routes);
  function Harness() {
    const [open, setOpen] = useState(true);
    return <AddWordsDialog open={open} category={CATEGORY} onClose={() => setOpen(false)} onAdded={() => {}} />;
  }
  renderWithProviders(<Harness />);
  const sentTo = (route: string) => calls.filter((call) => `${call.method} ${call.url}` === route);
  return { user: userEvent.setup(), calls, sentTo };
}

const pictureInput = () => screen.getByLabelText<HTMLInputElement>('Picture file');
const toastText = () => useToastStore.getState().current?.text;

/** jsdom makes no object URLs: each file shown gets one of its own. */
let made: Blob[] = [];
beforeEach(() => {
  signIn();
  useToastStore.getState().hide();
  made = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:preview-${made.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Add Word: picture and sound', () => {
  it('shows the chosen picture and, once the word is created, PUTs its bytes to the new word', async () => {
    const put = 'PUT /api/vocabulary/user/words/100/image';
    const { user, calls, sentTo } = renderAddWords({ [BATCH]: accepted, [put]: { body: { image: PICTURE_URL, sound: null } } });
    const file = png();
    await user.upload(pictureInput(), file);
    const preview = screen.getByRole('img', { name: 'The chosen picture' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(made).toEqual([file]);
    expect(screen.getByRole('button', { name: /Replace the picture/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('English word 1'), 'cat');
    await user.type(screen.getByLabelText('Russian word 1'), 'кошка');
    await user.click(screen.getByRole('button', { name: 'Add Words' }));

    await waitFor(() => expect(sentTo(put)).toHaveLength(1));
    const upload = sentTo(put)[0]!;
    expect(upload.init.body).toBe(file);
    expect(upload.headers['Content-Type']).toBe('image/png');
    // The word first, then its picture.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([BATCH, put]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a picture over 2 MB at once, and uploads nothing', async () => {
    const { user, calls } = renderAddWords({ [BATCH]: accepted });
    await user.upload(pictureInput(), png(MEDIA_LIMITS.imageMaxBytes + 1, 'huge.png'));
    expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.imageTooLarge);
    expect(screen.queryByRole('img', { name: 'The chosen picture' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('English word 1'), 'cat');
    await user.type(screen.getByLabelText('Russian word 1'), 'кошка');
    await user.click(screen.getByRole('button', { name: 'Add Words' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([BATCH]);
  });

  it('takes a picture dropped on the drop zone or pasted with Ctrl+V', async () => {
    renderAddWords({ [BATCH]: accepted });
    const dropped = png(8, 'dropped.png');
    const zone = screen.getByRole('button', { name: /Choose a picture/ });
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [dropped] } });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(await screen.findByRole('img', { name: 'The chosen picture' })).toHaveAttribute('src', 'blob:preview-1');

    const pasted = png(8, 'pasted.png');
    fireEvent.paste(screen.getByLabelText('English word 1'), { clipboardData: { files: [pasted], getData: () => '' } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'The chosen picture' })).toHaveAttribute('src', 'blob:preview-2'));
    expect(made).toEqual([dropped, pasted]);
  });

  it('keeps the word when its upload is refused, and names what failed in a toast', async () => {
    const put = 'PUT /api/vocabulary/user/words/100/image';
    const quota = MEDIA_MESSAGES.quota(50);
    const { user, sentTo } = renderAddWords({ [BATCH]: accepted, [put]: { status: 413, body: { error: quota } } });
    await user.upload(pictureInput(), png());
    await user.type(screen.getByLabelText('English word 1'), 'cat');
    await user.type(screen.getByLabelText('Russian word 1'), 'кошка');
    await user.click(screen.getByRole('button', { name: 'Add Words' }));
    await waitFor(() => expect(toastText()).toBe(`The picture was not saved: ${quota}`));
    expect(sentTo(BATCH)).toHaveLength(1);
  });

  it('asks for one word at a time when a picture goes with several pairs', async () => {
    const { user, calls } = renderAddWords({ [BATCH]: accepted });
    await user.upload(pictureInput(), png());
    await user.type(screen.getByLabelText('English word 1'), 'cat');
    await user.type(screen.getByLabelText('Russian word 1'), 'кошка{Enter}');
    await user.type(screen.getByLabelText('English word 2'), 'dog');
    await user.type(screen.getByLabelText('Russian word 2'), 'собака');
    await user.click(screen.getByRole('button', { name: 'Add Words' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A picture or sound goes with one word');
    expect(calls).toHaveLength(0);
  });
});

const WORD: EditableWord = { id: 5, english: 'cat', russian: 'кошка', image: PICTURE_URL, sound: SOUND_URL };
const PUT_WORD = 'PUT /api/vocabulary/user/words/5';

function savedWord(call: RecordedCall): StubAnswer {
  const body = call.body as { english: string; russian: string };
  return {
    body: {
      message: MY_VOCABULARY_MESSAGES.wordUpdated,
      word: { id: 5, ...body, part_of_speech: 'noun', category_id: 12, category: 'kitchen' },
    },
  };
}

describe('Edit Word: picture and sound', () => {
  it("shows the word's own picture and sound, and sends nothing for them when they did not change", async () => {
    const { user, sentTo } = renderWordDialog(EditWordDialog, WORD, { [PUT_WORD]: savedWord });
    expect(screen.getByRole('img', { name: 'The word’s picture' })).toHaveAttribute('src', PICTURE_URL);
    expect(screen.getByLabelText('The word’s sound')).toHaveAttribute('src', SOUND_URL);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentTo(PUT_WORD)).toHaveLength(1);
    // The word's own save only: no picture or sound request.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(toastText()).toBe('Word updated successfully!');
  });

  it('sends DELETE for a removed picture on Save, not before', async () => {
    const del = 'DELETE /api/vocabulary/user/words/5/image';
    const { user, sentTo, onClose } = renderWordDialog(EditWordDialog, WORD, {
      [PUT_WORD]: savedWord,
      [del]: { body: { image: null, sound: SOUND_URL } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img', { name: 'The word’s picture' })).not.toBeInTheDocument();
    expect(screen.getByText('The picture will be removed when you save.')).toBeInTheDocument();
    expect(sentTo(del)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentTo(PUT_WORD)).toHaveLength(1);
    expect(sentTo(del)).toHaveLength(1);
    expect(toastText()).toBe('Word updated successfully!');
  });

  it('goes through the admin routes in the admin editor', async () => {
    const adminPut = 'PUT /api/vocabulary/words/5';
    const adminDelete = 'DELETE /api/vocabulary/words/5/sound';
    const { user, sentTo, onClose } = renderWordDialog(
      EditWordDialog,
      WORD,
      { [adminPut]: savedWord, [adminDelete]: { body: { image: PICTURE_URL, sound: null } } },
      'admin',
    );
    await user.click(screen.getByRole('button', { name: 'Remove sound' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(adminDelete)).toHaveLength(1);
  });

  it('stays open and names the part that failed when an upload is refused', async () => {
    const put = 'PUT /api/vocabulary/user/words/5/image';
    const { user, onClose } = renderWordDialog(EditWordDialog, WORD, {
      [PUT_WORD]: savedWord,
      [put]: { status: 400, body: { error: MEDIA_MESSAGES.imageUnreadable } },
    });
    await user.upload(screen.getByLabelText('Picture file'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`The picture was not saved: ${MEDIA_MESSAGES.imageUnreadable}`)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'The chosen picture' })).toBeInTheDocument();
  });
});

/** A stand-in MediaRecorder: records one chunk of the type it was asked for when stopped. */
class FakeRecorder {
  static isTypeSupported = vi.fn((type: string) => type === 'audio/webm;codecs=opus');
  static last: FakeRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    public stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function microphone(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
}

const liveStream = () => {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } };
};

describe('Recording a sound', () => {
  it('Record → Stop → listen back → Keep, and Save uploads the recording', async () => {
    const { track, stream } = liveStream();
    microphone(() => Promise.resolve(stream));
    const put = 'PUT /api/vocabulary/user/words/5/sound';
    const { user, sentTo, onClose } = renderWordDialog(
      EditWordDialog,
      { ...WORD, sound: null },
      {
        [PUT_WORD]: savedWord,
        [put]: { body: { image: PICTURE_URL, sound: '/api/media/cccc' } },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recording…');
    expect(screen.getByRole('timer')).toHaveTextContent('15 s left');
    expect(FakeRecorder.last?.mimeType).toBe('audio/webm;codecs=opus');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(screen.getByLabelText('Your recording')).toHaveAttribute('src', 'blob:preview-1');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('The chosen sound')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const upload = sentTo(put)[0]!;
    expect(upload.init.body).toBeInstanceOf(Blob);
    expect((upload.init.body as Blob).size).toBe(3);
    expect(upload.headers['Content-Type']).toBe('audio/webm');
  });

  it('Redo records again; Remove drops a recording not yet saved', async () => {
    const { stream } = liveStream();
    microphone(() => Promise.resolve(stream));
    const { user, sentTo } = renderWordDialog(EditWordDialog, { ...WORD, sound: null }, { [PUT_WORD]: savedWord });
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('15 s left');
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('The chosen sound')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove sound' }));
    expect(screen.queryByLabelText('The chosen sound')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentTo('PUT /api/vocabulary/user/words/5/sound')).toHaveLength(0);
    expect(sentTo('DELETE /api/vocabulary/user/words/5/sound')).toHaveLength(0);
  });

  it('stops by itself at the limit, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { stream } = liveStream();
      microphone(() => Promise.resolve(stream));
      renderWordDialog(EditWordDialog, { ...WORD, sound: null }, {});
      fireEvent.click(screen.getByRole('button', { name: 'Record' }));
      await screen.findByRole('timer');
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(screen.getByRole('timer')).toHaveTextContent('10 s left');
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Your recording')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the microphone is refused, or there is none', async () => {
    microphone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { user } = renderWordDialog(EditWordDialog, WORD, {});
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The microphone was refused. Allow it for this site in the browser’s settings, or choose a file.',
    );
    microphone(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No microphone was found. Connect one, or choose a file.'),
    );
  });
});
