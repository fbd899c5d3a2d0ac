import { measuredBrands } from './measured-brands.mjs';

describe('measuredBrands', () => {
  it('is every brand without BRANDS, the named ones with it, and refuses an unknown one', () => {
    expect(measuredBrands(['thai', 'lao'], '')).toEqual(['thai', 'lao']);
    expect(measuredBrands(['thai', 'lao'], 'lao, thai')).toEqual(['lao', 'thai']);
    expect(() => measuredBrands(['thai', 'lao'], 'ruby')).toThrow('no brand ruby');
  });
});
