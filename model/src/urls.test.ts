import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isObjectPath, isStoragePathOf, safeUrl } from './urls.ts';

describe('safeUrl', () => {
  it('keeps https: and site-relative URLs', () => {
    expect(safeUrl('https://firebasestorage.googleapis.com/v0/b/x/o/cvs%2Fa.pdf?alt=media')).toContain('https://');
    expect(safeUrl('/media/a.jpg')).toBe('/media/a.jpg');
    expect(safeUrl('  /cvs/a.pdf ')).toBe('/cvs/a.pdf');
  });

  it('allows plain http only on the loopback interface (the Storage emulator)', () => {
    expect(safeUrl('http://127.0.0.1:9199/v0/b/x/o/a.jpg')).not.toBeNull();
    expect(safeUrl('http://localhost:9199/a.jpg')).not.toBeNull();
    expect(safeUrl('http://example.com/a.jpg')).toBeNull();
  });

  it('refuses scripts, data, protocol-relative, credentials, backslashes and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/a',
      '/\\evil.example',
      'https://user:pw@x.test/',
      'ftp://x.test/a',
      'a.jpg',
      '',
      '   ',
      'https://x.test/a b',
      'https://x.test/\u0000',
      null,
      undefined,
      42,
      {},
    ]) {
      expect(safeUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('isHttpsUrl', () => {
  it('accepts https only', () => {
    expect(isHttpsUrl('https://g.page/r/x')).toBe(true);
    expect(isHttpsUrl('http://example.com')).toBe(false);
    expect(isHttpsUrl('/relative')).toBe(false);
    expect(isHttpsUrl(' https://x.test')).toBe(false);
    expect(isHttpsUrl('https://u:p@x.test')).toBe(false);
    expect(isHttpsUrl('https://x.test/a b')).toBe(false);
    expect(isHttpsUrl(`https://x.test/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('storage paths', () => {
  it('are bucket-relative object paths', () => {
    expect(isObjectPath('media/a.jpg')).toBe(true);
    for (const bad of [
      '/media/a.jpg',
      'media/../cvs/a.pdf',
      'media//a.jpg',
      'gs://b/media/a.jpg',
      'media\\a.jpg',
      ' media/a.jpg',
      '',
      3,
    ]) {
      expect(isObjectPath(bad), String(bad)).toBe(false);
    }
  });

  it('stay inside the folder of their kind', () => {
    expect(isStoragePathOf('cv', 'cvs/abc.pdf')).toBe(true);
    expect(isStoragePathOf('cv', 'media/abc.pdf')).toBe(false);
    expect(isStoragePathOf('cv', 'cvs/')).toBe(false);
    expect(isStoragePathOf('cv', 'cvs')).toBe(false);
    expect(isStoragePathOf('cv', 'cvsx/a.pdf')).toBe(false);
    expect(isStoragePathOf('media', 'media/../cvs/a.pdf')).toBe(false);
    expect(isStoragePathOf('document', 'documents/PH/a.pdf')).toBe(true);
  });
});
