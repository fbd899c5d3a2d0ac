import { createContext, useContext } from 'react';
import type { Brand } from '../../brands/types';

/**
 * The build's brand, given once at the top by the app. Features read its capability
 * fields (docs/architecture.md#brands), never its name.
 */
export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs the BrandContext of the app');
  return brand;
}
