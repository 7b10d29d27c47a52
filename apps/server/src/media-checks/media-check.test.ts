import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@slovo/shared';
import { checkPicture } from './picture-check';
import { parseBuffer } from 'music-metadata';
import { decoder as mp3Decoder } from '@audio/decode-mp3';
import { checkSound } from './sound-check';
import { encodeSoundAsMp3 } from './sound-encode';

// Issue 34 §1 and §5: what the server accepts as a picture or a sound, by the bytes alone, and
// what it keeps (a new WebP or MP3, never the upload).

const file = (name: string) => new Uint8Array(readFileSync(new URL(`./test-files/${name}`, import.meta.url)));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { status: number; message: string }) => `${error.status} ${error.message}`,
  );

async function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 40, height = 30): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

describe('a picture', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('in %s becomes a WebP of the same size', async (format) => {
    const checked = await checkPicture(await picture(format));
    expect(checked.contentType).toBe('image/webp');
    const meta = await sharp(checked.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30]);
  });

  it('is at most 512 px on its long side, turned upright, with no EXIF or GPS left', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' } })
      .toBuffer();
    expect(photo.includes('SpyCam')).toBe(true);
    const checked = await checkPicture(new Uint8Array(photo));
    const meta = await sharp(checked.bytes).metadata();
    // Orientation 6 turns the 1600 × 900 picture a quarter: 288 × 512.
    expect([meta.width, meta.height]).toEqual([288, 512]);
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(checked.bytes).includes('SpyCam')).toBe(false);
  });

  it('that is also HTML (a JPEG with a page after its end) is served without the page', async () => {
    const polyglot = Buffer.concat([Buffer.from(await picture('jpeg')), Buffer.from('<html><script>alert(1)</script></html>')]);
    const checked = await checkPicture(new Uint8Array(polyglot));
    expect(Buffer.from(checked.bytes).includes('<script>')).toBe(false);
    expect(checked.contentType).toBe('image/webp');
  });

  it('a PNG with a script in a text chunk loses the chunk', async () => {
    const png = Buffer.from(await picture('png'));
    const text = Buffer.from('Comment\0<script>alert(1)</script>', 'latin1');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    // The CRC is not checked by readers that skip ancillary chunks; it need not be right here.
    const withScript = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    expect(withScript.includes('<script>')).toBe(true);
    const checked = await checkPicture(new Uint8Array(withScript));
    expect(Buffer.from(checked.bytes).includes('<script>')).toBe(false);
  });

  it('refuses an SVG, HTML, a renamed sound, an empty or damaged file and one over 2 MB, naming the rule', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal(checkPicture(svg))).toBe(`400 ${MEDIA_MESSAGES.imageType}`);
    expect(await refusal(checkPicture(new TextEncoder().encode('<!doctype html><p>hi')))).toBe(`400 ${MEDIA_MESSAGES.imageType}`);
    expect(await refusal(checkPicture(file('one-second.mp3')))).toBe(`400 ${MEDIA_MESSAGES.imageType}`);
    expect(await refusal(checkPicture(new Uint8Array()))).toBe(`400 ${MEDIA_MESSAGES.empty}`);
    const truncated = (await picture('png', 300, 300)).subarray(0, 60);
    expect(await refusal(checkPicture(truncated))).toBe(`400 ${MEDIA_MESSAGES.imageUnreadable}`);
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(await picture('png'));
    expect(await refusal(checkPicture(huge))).toBe(`413 ${MEDIA_MESSAGES.imageTooLarge}`);
  });

  it('whose first bytes say PNG but whose content is a GIF is refused', async () => {
    const gif = Buffer.from(await picture('gif'));
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), gif.subarray(4)]);
    expect(await refusal(checkPicture(new Uint8Array(disguised)))).toMatch(/^400 /);
  });
});

/** A sound's loudness: the root mean square of its samples, as an MP3 decoder reads them. */
async function loudness(mp3: Uint8Array): Promise<{ seconds: number; rms: number }> {
  const decoding = await mp3Decoder();
  const { channelData, sampleRate } = decoding.decode(mp3);
  decoding.free();
  const samples = channelData[0] ?? new Float32Array();
  const sum = samples.reduce((total, sample) => total + sample * sample, 0);
  return { seconds: samples.length / sampleRate, rms: Math.sqrt(sum / samples.length) };
}

/** An ID3v2.3 tag with one TXXX frame holding `text`, as a tagger would put before the audio. */
function id3Tag(text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from('note\0' + text, 'latin1')]);
  const frame = Buffer.concat([Buffer.from('TXXX'), Buffer.alloc(4), Buffer.from([0, 0]), body]);
  frame.writeUInt32BE(body.length, 4);
  const size = frame.length;
  const syncsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, ...syncsafe]), frame]);
}

const SCRIPT = '<html><script>alert(document.cookie)</script></html>';

describe('a sound', () => {
  it.each(['one-second.mp3', 'one-second.ogg', 'one-second.m4a', 'one-second.wav', 'one-second.webm'])(
    '%s becomes a new MP3 in one channel: the same second of the same tone, not the same bytes',
    async (name) => {
      const bytes = file(name);
      const checked = await checkSound(bytes);
      expect(checked.contentType).toBe('audio/mpeg');
      expect(Buffer.from(checked.bytes).equals(Buffer.from(bytes))).toBe(false);
      const { format } = await parseBuffer(checked.bytes, { mimeType: 'audio/mpeg' }, { duration: true });
      expect([format.container, format.numberOfChannels]).toEqual(['MPEG', 1]);
      expect(format.codec).toMatch(/^MPEG [0-9.]+ Layer 3$/);
      // The fixtures are a one-second sine at ffmpeg's default amplitude (1/8: an RMS of 0.088).
      const { seconds, rms } = await loudness(checked.bytes);
      expect(seconds).toBeGreaterThan(0.95);
      expect(seconds).toBeLessThan(1.2); // an encoder adds a frame or two of priming and padding
      expect(rms).toBeGreaterThan(0.07);
      expect(rms).toBeLessThan(0.1);
    },
  );

  it.each(['chromium-recording.mp4', 'chromium-recording.webm'])(
    '%s (what Chromium’s MediaRecorder wrote in 1.5 s: Opus, the MP4 fragmented) becomes an MP3 of that length',
    async (name) => {
      const checked = await checkSound(file(name));
      expect(checked.contentType).toBe('audio/mpeg');
      const { seconds, rms } = await loudness(checked.bytes);
      expect(seconds).toBeGreaterThan(1.3);
      expect(seconds).toBeLessThan(1.7);
      expect(rms).toBeGreaterThan(0);
    },
  );

  it('an MP3 with a page in its tag and a WAV with one in a chunk keep only their audio', async () => {
    const tagged = new Uint8Array(Buffer.concat([id3Tag(SCRIPT), file('one-second.mp3')]));
    const wav = Buffer.from(file('one-second.wav'));
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.alloc(4), Buffer.from(SCRIPT)]);
    list.writeUInt32LE(SCRIPT.length, 4);
    const chunked = Buffer.concat([wav, list]);
    chunked.writeUInt32LE(chunked.length - 8, 4);
    for (const upload of [tagged, new Uint8Array(chunked)]) {
      expect(Buffer.from(upload).includes('<script>')).toBe(true);
      const checked = await checkSound(upload);
      expect(Buffer.from(checked.bytes).includes('<script>')).toBe(false);
      expect(Buffer.from(checked.bytes).subarray(0, 3).toString('latin1')).not.toBe('ID3');
      expect((await loudness(checked.bytes)).seconds).toBeGreaterThan(0.95);
    }
  });

  it('longer than 15 seconds is refused, by its header and again by its decoded samples', async () => {
    expect(await refusal(checkSound(file('twenty-seconds.mp3')))).toBe(`400 ${MEDIA_MESSAGES.soundTooLong}`);
    // A header that lied would pass the first check: decoding stops at the limit all the same.
    expect(await refusal(encodeSoundAsMp3(file('twenty-seconds.mp3'), 'mp3'))).toBe(`400 ${MEDIA_MESSAGES.soundTooLong}`);
  });

  it('in a container Slovo takes but with a codec it does not (FLAC in Ogg) is refused, naming the formats', async () => {
    expect(await refusal(checkSound(file('one-second-flac.ogg')))).toBe(`400 ${MEDIA_MESSAGES.soundType}`);
  });

  it('a WAV header on random bytes is refused', async () => {
    const fake = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0, 0]), Buffer.from('WAVE'), randomBytes(4000)]);
    expect(await refusal(checkSound(new Uint8Array(fake)))).toMatch(/^400 /);
  });

  it('refuses a picture, text, an empty file and one over 1 MB, naming the rule', async () => {
    expect(await refusal(checkSound(await picture('png')))).toBe(`400 ${MEDIA_MESSAGES.soundType}`);
    expect(await refusal(checkSound(new TextEncoder().encode('hello')))).toBe(`400 ${MEDIA_MESSAGES.soundType}`);
    expect(await refusal(checkSound(new Uint8Array()))).toBe(`400 ${MEDIA_MESSAGES.empty}`);
    expect(await refusal(checkSound(new Uint8Array(1024 * 1024 + 1)))).toBe(`413 ${MEDIA_MESSAGES.soundTooLarge}`);
  });
});
