import { createMp3Encoder } from 'wasm-media-encoders';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@slovo/shared';
import { AppError, badRequest } from '../app-error';

/**
 * A sound made anew (issue 34: no upload is served as it came): the upload decoded to samples,
 * mixed down to one channel and encoded as a new MP3, which every browser and Anki plays. Only the
 * audio survives; tags, covers, chunks and whatever else rode in the container are gone.
 * Decoding goes in slices and stops once the sound runs past the limit, so a file whose header
 * lies about its length cannot make the thread hold minutes of samples.
 */

export type SoundCodec = 'mp3' | 'opus' | 'vorbis' | 'mp4' | 'wav' | 'webm';

interface Samples {
  channelData: Float32Array[];
  sampleRate: number;
}

interface StreamingDecoder {
  /** The MP4 decoder answers a promise once, while it loads the codec its track needs. */
  decode(chunk: Uint8Array): Samples | Promise<Samples>;
  flush?(): Samples | Promise<Samples>;
  free(): void;
}

/** Each decoder in its own module, loaded when first needed (a worker thread decodes one or two kinds). */
const DECODERS: Record<SoundCodec, () => Promise<StreamingDecoder>> = {
  mp3: async () => (await import('@audio/decode-mp3')).decoder(),
  opus: async () => (await import('@audio/decode-opus')).decoder(),
  vorbis: async () => (await import('@audio/decode-vorbis')).decoder(),
  // AAC or ALAC in an .m4a, and Opus in the (fragmented) MP4 Chromium's MediaRecorder writes.
  mp4: async () => (await import('@audio/decode-mp4')).decoder(),
  wav: async () => (await import('@audio/decode-wav')).decoder(),
  webm: async () => (await import('@audio/decode-webm')).decoder(),
};

/** Slices fed to the decoder: small enough that a runaway stream is caught early. */
const SLICE_BYTES = 16 * 1024;
/** Decoders add a few milliseconds of priming; a sound the container says is 15 s may decode a little longer. */
const DECODER_SLACK_SECONDS = 0.5;
/** Speech in one channel: 64 kbit/s keeps a pronunciation clear at 8 kB a second. */
const MP3_BITRATE = 64;
const MP3_RATES = [48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000] as const;

/** The highest MP3 rate the source has samples for (LAME resamples to it). */
const outputRate = (sourceRate: number) => MP3_RATES.find((rate) => rate <= sourceRate) ?? 8000;

function mono({ channelData }: Samples): Float32Array {
  const [first, ...others] = channelData;
  if (first === undefined || others.length === 0) return first ?? new Float32Array(0);
  const mixed = new Float32Array(first.length);
  for (const channel of channelData) {
    for (let index = 0; index < mixed.length; index += 1) mixed[index]! += (channel[index] ?? 0) / channelData.length;
  }
  return mixed;
}

/** Collects the encoder's output, which it owns and overwrites on the next call. */
class ByteList {
  private readonly parts: Uint8Array[] = [];
  add(bytes: Uint8Array): void {
    if (bytes.length > 0) this.parts.push(bytes.slice());
  }
  joined(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.parts));
  }
}

export async function encodeSoundAsMp3(bytes: Uint8Array, codec: SoundCodec): Promise<Uint8Array> {
  const decoder = await DECODERS[codec]();
  const encoder = await createMp3Encoder();
  const output = new ByteList();
  let sampleRate = 0;
  let samples = 0;
  const take = (decoded: Samples | undefined) => {
    const channel = decoded === undefined ? undefined : mono(decoded);
    if (decoded === undefined || channel === undefined || channel.length === 0) return;
    if (sampleRate === 0) {
      sampleRate = decoded.sampleRate;
      encoder.configure({ sampleRate, channels: 1, bitrate: MP3_BITRATE, outputSampleRate: outputRate(sampleRate) });
    } else if (decoded.sampleRate !== sampleRate) {
      throw badRequest(MEDIA_MESSAGES.soundUnreadable);
    }
    samples += channel.length;
    if (samples > (MEDIA_LIMITS.soundMaxSeconds + DECODER_SLACK_SECONDS) * sampleRate)
      throw badRequest(MEDIA_MESSAGES.soundTooLong);
    output.add(encoder.encode([channel]));
  };
  try {
    for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
      take(await decoder.decode(bytes.subarray(start, start + SLICE_BYTES)));
    }
    take(await decoder.flush?.());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(MEDIA_MESSAGES.soundUnreadable);
  } finally {
    decoder.free();
  }
  if (samples === 0) throw badRequest(MEDIA_MESSAGES.soundUnreadable);
  output.add(encoder.finalize());
  return output.joined();
}
