import { normaliseFeatures } from './features';

describe('normaliseFeatures (docs/api.md#optional-capabilities)', () => {
  it('keeps the names the wallet knows, each once', () => {
    expect([...normaliseFeatures({ features: ['sessions', 'stepUp', 'sessions'] })]).toEqual([
      'sessions',
      'stepUp',
    ]);
  });

  it('ignores unknown names and anything that is not a name', () => {
    expect([...normaliseFeatures({ features: ['teleport', 7, null, 'passkeys'] })]).toEqual([
      'passkeys',
    ]);
  });

  it('reads an answer it cannot make sense of as nothing announced', () => {
    for (const answer of [null, 'sessions', {}, { features: 'sessions' }, []]) {
      expect(normaliseFeatures(answer).size).toBe(0);
    }
  });
});
