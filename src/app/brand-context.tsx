import type { ReactNode } from 'react';
import type { Brand } from '../../brands/types';
import { BrandContext } from '../domain/brand';

/** The build's brand comes in once, at the top; tests render screens with either brand. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}
