import { createContext, type ReactNode, useContext } from 'react';
import type { Brand } from '../../brands/types';

const BrandContext = createContext<Brand | null>(null);

/** The build's brand comes in once, at the top; tests render screens with either brand. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider');
  return brand;
}
