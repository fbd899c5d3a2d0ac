import { measuredBrands } from './measured-brands.mjs';

describe('measuredBrands', () => {
  const known = ['north', 'south'];

  it('is every brand without BRANDS, the named ones with it, and refuses an unknown one', () => {
    expect(measuredBrands(known, '')).toEqual(['north', 'south']);
    expect(measuredBrands(known, 'south, north')).toEqual(['south', 'north']);
    expect(() => measuredBrands(known, 'east')).toThrow('no brand east');
  });
});
