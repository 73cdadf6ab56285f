import { describe, expect, it } from 'vitest';
import { validateFile } from './validate-file';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

const accept = ['.pdf', '.jpg', '.png', '.doc', '.docx'];
const MB = 1024 * 1024;

describe('validateFile', () => {
  it('accepts a file whose extension is listed', () => {
    expect(validateFile(file('report.pdf', 'application/pdf'), { accept })).toBeNull();
  });

  it('ignores case and treats jpg and jpeg alike', () => {
    expect(validateFile(file('SCAN.JPG', 'image/jpeg'), { accept })).toBeNull();
    expect(validateFile(file('scan.jpeg', 'image/jpeg'), { accept })).toBeNull();
    expect(validateFile(file('x.bin', 'image/jpg'), { accept: ['image/jpeg'] })).toBeNull();
  });

  it('accepts exact and wildcard MIME types', () => {
    expect(validateFile(file('photo', 'image/png'), { accept: ['image/png'] })).toBeNull();
    expect(validateFile(file('photo.webp', 'image/webp'), { accept: ['image/*'] })).toBeNull();
    expect(validateFile(file('clip.mp4', 'video/mp4'), { accept: ['image/*'] })).toBe('type');
  });

  it('rejects a file of another type', () => {
    expect(validateFile(file('setup.exe', 'application/x-msdownload'), { accept })).toBe('type');
    expect(validateFile(file('notes.pdf.txt', 'text/plain'), { accept })).toBe('type');
  });

  it('accepts any type when accept is empty or omitted', () => {
    expect(validateFile(file('a.xyz', ''), { accept: [] })).toBeNull();
    expect(validateFile(file('a.xyz', ''))).toBeNull();
  });

  it('rejects a file larger than maxSize, allowing exactly maxSize', () => {
    expect(validateFile(file('big.pdf', 'application/pdf', MB + 1), { accept, maxSize: MB })).toBe(
      'size',
    );
    expect(validateFile(file('ok.pdf', 'application/pdf', MB), { accept, maxSize: MB })).toBeNull();
  });

  it('reports the type before the size', () => {
    expect(
      validateFile(file('big.exe', 'application/octet-stream', 2 * MB), { accept, maxSize: MB }),
    ).toBe('type');
  });
});
