import { useState } from 'react';
import type { ApiResult, Banner } from '../api';
import { useAction } from './use-action';

export type BannerFlowView =
  | { kind: 'closed' }
  | { kind: 'banners'; banners: Banner[] }
  | { kind: 'plain' };

/**
 * docs/product.md#home: the invite and refund widgets first ask for banners; with banners a banner
 * carousel opens, without (or when the call fails) the plain modal opens instead.
 */
export function useBannerFlow(load: () => Promise<ApiResult<Banner[]>>) {
  const [view, setView] = useState<BannerFlowView>({ kind: 'closed' });
  const { run, busy } = useAction(async () => {
    const result = await load();
    setView(
      result.ok && result.data.length > 0
        ? { kind: 'banners', banners: result.data }
        : { kind: 'plain' },
    );
  });
  return {
    view,
    busy,
    open: () => void run(),
    showPlain: () => setView({ kind: 'plain' }),
    close: () => setView({ kind: 'closed' }),
  };
}
