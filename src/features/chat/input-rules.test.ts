import { CHAT_TEXT_MAX, checkFile, checkText, isSendKey } from './input-rules';

const MB = 1024 * 1024;
const key = (over: Partial<Parameters<typeof isSendKey>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...over,
});

describe('chat text rules', () => {
  it('ignores blank messages and refuses more than 2000 characters', () => {
    expect(checkText('')).toBe('blank');
    expect(checkText(' \n\t ')).toBe('blank');
    expect(checkText('hi')).toBe('ok');
    expect(checkText('x'.repeat(CHAT_TEXT_MAX))).toBe('ok');
    expect(checkText('x'.repeat(CHAT_TEXT_MAX + 1))).toBe('tooLong');
  });

  it('sends on Enter alone, never with a modifier or while an input method composes', () => {
    expect(isSendKey(key())).toBe(true);
    for (const modifier of ['shiftKey', 'ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(isSendKey(key({ [modifier]: true })), modifier).toBe(false);
    }
    expect(isSendKey(key({ isComposing: true }))).toBe(false);
    expect(isSendKey(key({ key: 'a' }))).toBe(false);
  });
});

describe('chat file rules', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes png, jpeg, jpg and gif images up to 10 MB', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.jpeg', 'image/jpeg'],
      ['a.JPG', 'image/jpeg'],
      ['a.gif', 'image/gif'],
    ] as const) {
      expect(checkFile(file(name, type)), name).toEqual({ ok: true, kind: 'image' });
    }
    expect(checkFile(file('a.png', 'image/png', 10 * MB))).toEqual({ ok: true, kind: 'image' });
    expect(checkFile(file('a.png', 'image/png', 10 * MB + 1))).toEqual({
      ok: false,
      problem: 'tooLarge',
      maxMb: 10,
    });
  });

  it('takes mp4 and quicktime videos up to 20 MB', () => {
    expect(checkFile(file('clip.mp4', 'video/mp4'))).toEqual({ ok: true, kind: 'video' });
    expect(checkFile(file('clip.mov', 'video/quicktime'))).toEqual({ ok: true, kind: 'video' });
    expect(checkFile(file('clip.mp4', 'video/mp4', 20 * MB + 1))).toEqual({
      ok: false,
      problem: 'tooLarge',
      maxMb: 20,
    });
  });

  it('needs both a supported MIME type and a supported extension', () => {
    for (const [name, type] of [
      ['doc.pdf', 'application/pdf'],
      ['photo', 'image/png'],
      ['photo.png', ''],
      ['photo.png', 'application/octet-stream'],
      ['script.png.exe', 'image/png'],
      ['image.svg', 'image/svg+xml'],
      ['clip.webm', 'video/webm'],
      ['.png', 'image/png'],
      ['clip.png', 'video/mp4'],
    ] as const) {
      expect(checkFile(file(name, type)), `${name} ${type}`).toEqual({
        ok: false,
        problem: 'unsupported',
      });
    }
  });
});
