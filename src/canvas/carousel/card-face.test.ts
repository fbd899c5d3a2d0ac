import { faceResolution } from './card-face';

describe('faceResolution', () => {
  it('gives the centre card what this screen shows, rounded up to a quarter', () => {
    // A 412 px phone at 1.75 device pixels: the 600-wide stage drawn 380 px wide.
    expect(faceResolution(1.75, 380 / 600)).toBe(1.25);
    expect(faceResolution(2, 1)).toBe(2);
  });

  it('stays between 1 and 2 texels per logical pixel', () => {
    expect(faceResolution(1, 0.3)).toBe(1);
    expect(faceResolution(3, 1)).toBe(2);
  });
});
