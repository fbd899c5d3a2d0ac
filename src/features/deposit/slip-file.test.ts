import { SLIP_MAX_BYTES, slipFileProblem, slipUploadName } from './slip-file';

describe('slipUploadName', () => {
  it('keeps a name whose extension the server takes, in any case', () => {
    expect(slipUploadName({ name: 'slip.jpg', type: 'image/jpeg' })).toBe('slip.jpg');
    expect(slipUploadName({ name: 'IMG_2.JPEG', type: 'image/jpeg' })).toBe('IMG_2.JPEG');
    expect(slipUploadName({ name: 'scan.png', type: '' })).toBe('scan.png');
    expect(slipUploadName({ name: 'a.gif', type: 'image/gif' })).toBe('a.gif');
  });

  it("gives a camera photo without an extension its type's", () => {
    expect(slipUploadName({ name: '1700000000', type: 'image/jpeg' })).toBe('1700000000.jpg');
    expect(slipUploadName({ name: 'photo.tmp', type: 'image/png' })).toBe('photo.png');
    expect(slipUploadName({ name: '', type: 'image/jpeg' })).toBe('slip.jpg');
  });

  it('refuses what the server does not take', () => {
    expect(slipUploadName({ name: 'slip.pdf', type: 'application/pdf' })).toBeNull();
    expect(slipUploadName({ name: 'IMG.HEIC', type: 'image/heic' })).toBeNull();
    expect(slipUploadName({ name: 'a.webp', type: 'image/webp' })).toBeNull();
  });
});

describe('slipFileProblem', () => {
  it('refuses a file of another type, and one over 10 MB', () => {
    expect(slipFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: SLIP_MAX_BYTES })).toBeNull();
    expect(slipFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: SLIP_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
    expect(slipFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('invalid');
  });
});
