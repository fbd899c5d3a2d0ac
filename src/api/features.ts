import type { ApiResult } from './client';
import type { Feature } from './feature-names';
import { normaliseFeatures } from './normalise/features';
import { normalised } from './normalise/normalised';

export type { Feature } from './feature-names';

export const featuresPath = '/api/lookup/features';

export const featuresApi = {
  /**
   * The optional capabilities the backend announces (docs/api.md#optional-capabilities). A
   * backend without the call (404) has none of them.
   */
  features: async (): Promise<ApiResult<ReadonlySet<Feature>>> => {
    const result = await normalised(`GET ${featuresPath}`, normaliseFeatures);
    if (!result.ok && result.error.kind === 'server' && result.error.status === 404) {
      return { ok: true, data: new Set() };
    }
    return result;
  },
};
