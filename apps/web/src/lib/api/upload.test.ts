// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { checkFile, formatBytes } from './upload';

describe('checkFile', () => {
  it('accepts a PDF document and a PNG image within the limits', () => {
    expect(checkFile({ name: 'aoc.pdf', size: 2048, type: 'application/pdf' }, 'document')).toBeNull();
    expect(checkFile({ name: 'side.png', size: 2048, type: 'image/png' }, 'image')).toBeNull();
  });

  it('refuses a PDF as an aircraft image and a Word file as a document', () => {
    expect(checkFile({ name: 'aoc.pdf', size: 10, type: 'application/pdf' }, 'image')).toBe('Please choose a JPEG, PNG or WebP image.');
    expect(checkFile({ name: 'a.docx', size: 10, type: 'application/msword' }, 'document')).toBe('Please choose a PDF, JPEG or PNG file.');
  });

  it('refuses empty files and files over 5 MB (images) or 10 MB (documents)', () => {
    expect(checkFile({ name: 'e.png', size: 0, type: 'image/png' }, 'image')).toBe('e.png is empty.');
    expect(checkFile({ name: 'big.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' }, 'image')).toBe('big.png is larger than 5 MB.');
    expect(checkFile({ name: 'big.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' }, 'document')).toBeNull();
    expect(checkFile({ name: 'huge.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' }, 'document')).toBe(
      'huge.pdf is larger than 10 MB.',
    );
  });

  it('formats sizes for the file list', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
