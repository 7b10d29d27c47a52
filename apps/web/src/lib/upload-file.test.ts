import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/test/locale';
import { UPLOAD_MESSAGES, validateUploadFile } from './upload-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('validateUploadFile', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['pic.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['img.webp', 'image/webp'],
    ['words.csv', 'text/csv'],
    ['doc.pdf', 'application/pdf'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateUploadFile(file(name, type))).toEqual({ valid: true });
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(validateUploadFile(file('a.csv', 'text/csv', 10 * 1024 * 1024)).valid).toBe(true);
    expect(validateUploadFile(file('a.csv', 'text/csv', 10 * 1024 * 1024 + 1))).toEqual({
      valid: false,
      error: 'File size exceeds 10MB limit',
    });
  });

  it('refuses other types', () => {
    expect(validateUploadFile(file('x.html', 'text/html'))).toEqual({ valid: false, error: 'File type not allowed' });
    expect(validateUploadFile(file('x.exe', ''))).toEqual({ valid: false, error: 'File type not allowed' });
  });

  it.each(['../x.csv', 'a/b.csv', 'a\\b.csv', 'x..csv'])('refuses the name %s', (name) => {
    expect(validateUploadFile(file(name, 'text/csv'))).toEqual({ valid: false, error: 'Invalid file name' });
  });

  it('refuses anything that is not a File', () => {
    expect(validateUploadFile({ name: 'a.csv', size: 1, type: 'text/csv' })).toEqual({ valid: false, error: 'Invalid file' });
    expect(validateUploadFile(new Blob(['x'], { type: 'text/csv' })).valid).toBe(false);
    expect(validateUploadFile(null).valid).toBe(false);
  });
});

describe('validateUploadFile in Russian', () => {
  it('explains a refused file in the interface language', () => {
    switchLanguage('ru');
    expect(validateUploadFile(file('a.csv', 'text/csv', 10 * 1024 * 1024 + 1))).toEqual({
      valid: false,
      error: 'Размер файла превышает 10 МБ',
    });
    expect(validateUploadFile(file('x.html', 'text/html'))).toEqual({ valid: false, error: 'Недопустимый тип файла' });
    expect(validateUploadFile(file('../x.csv', 'text/csv'))).toEqual({ valid: false, error: 'Недопустимое имя файла' });
    expect(validateUploadFile(null)).toEqual({ valid: false, error: 'Недопустимый файл' });
  });

  it('takes the texts it is given', () => {
    switchLanguage('ru');
    expect(validateUploadFile(null, UPLOAD_MESSAGES.en)).toEqual({ valid: false, error: 'Invalid file' });
  });
});
