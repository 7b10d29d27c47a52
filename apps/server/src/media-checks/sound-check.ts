import { parseBuffer } from 'music-metadata';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@slovo/shared';
import { AppError, badRequest } from '../app-error';
import { ascii, type CheckedMedia } from './picture-check';
import { encodeSoundAsMp3, type SoundCodec } from './sound-encode';

/**
 * A recorded sound (issue 34): MP3, OGG (Opus or Vorbis), M4A/AAC, WAV, or WebM (what browsers'
 * MediaRecorder writes), known by its own first bytes AND by music-metadata parsing it as that
 * container with real audio in it (a sample rate, a duration of at most 15 s). The name and the
 * declared type are never asked. What is kept is the audio alone, encoded anew as MP3
 * (sound-encode.ts), never the uploaded bytes.
 */

interface SoundFormat {
  contentType: string;
  matches: (bytes: Uint8Array) => boolean;
  /** music-metadata's name of the container, lower case, starts with one of these. */
  containers: readonly string[];
  /** The decoder for music-metadata's name of the codec; none: a codec Slovo does not take. */
  codec: (name: string) => SoundCodec | undefined;
}

const hasId3 = (b: Uint8Array) => ascii(b, 0, 3) === 'ID3';
const mpegFrame = (b: Uint8Array) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0;

const oggCodec = (name: string): SoundCodec | undefined =>
  name.startsWith('opus') ? 'opus' : name.startsWith('vorbis') ? 'vorbis' : undefined;

const FORMATS: readonly SoundFormat[] = [
  { contentType: 'audio/mpeg', matches: (b) => hasId3(b) || mpegFrame(b), containers: ['mpeg'], codec: () => 'mp3' },
  { contentType: 'audio/ogg', matches: (b) => ascii(b, 0, 4) === 'OggS', containers: ['ogg'], codec: oggCodec },
  {
    contentType: 'audio/mp4',
    matches: (b) => ascii(b, 4, 8) === 'ftyp',
    containers: ['m4a', 'mp4', 'isom', 'mp42', 'iso'],
    // music-metadata names no codec for the Opus in Chromium's recordings: the decoder judges the track.
    codec: () => 'mp4',
  },
  {
    contentType: 'audio/wav',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
    containers: ['wave'],
    codec: () => 'wav',
  },
  {
    contentType: 'audio/webm',
    matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
    containers: ['ebml/webm'],
    codec: (name) => (oggCodec(name) === undefined ? undefined : 'webm'),
  },
];

export async function checkSound(bytes: Uint8Array): Promise<CheckedMedia> {
  if (bytes.length === 0) throw badRequest(MEDIA_MESSAGES.empty);
  if (bytes.length > MEDIA_LIMITS.soundMaxBytes) throw new AppError(413, MEDIA_MESSAGES.soundTooLarge);
  const format = FORMATS.find((candidate) => candidate.matches(bytes));
  if (format === undefined) throw badRequest(MEDIA_MESSAGES.soundType);
  let parsed: Awaited<ReturnType<typeof parseBuffer>>;
  try {
    parsed = await parseBuffer(bytes, { mimeType: format.contentType, size: bytes.length }, { duration: true, skipCovers: true });
  } catch {
    throw badRequest(MEDIA_MESSAGES.soundUnreadable);
  }
  const { container, codec, sampleRate, duration, numberOfChannels } = parsed.format;
  const containerName = (container ?? '').toLowerCase();
  // A header with nothing readable after it (an ID3 tag alone, say) is a damaged file, not another format.
  if (containerName === '') throw badRequest(MEDIA_MESSAGES.soundUnreadable);
  if (!format.containers.some((name) => containerName.startsWith(name))) throw badRequest(MEDIA_MESSAGES.soundType);
  const decoder = format.codec((codec ?? '').toLowerCase());
  if (decoder === undefined) throw badRequest(MEDIA_MESSAGES.soundType);
  if (!sampleRate || !numberOfChannels || duration === undefined || !(duration > 0))
    throw badRequest(MEDIA_MESSAGES.soundUnreadable);
  if (duration > MEDIA_LIMITS.soundMaxSeconds) throw badRequest(MEDIA_MESSAGES.soundTooLong);
  return { bytes: await encodeSoundAsMp3(bytes, decoder), contentType: 'audio/mpeg' };
}
