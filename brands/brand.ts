import { wallet } from '@brand/data';
import logo from '@brand/logo';
import type { Brand } from './types';

/**
 * The wallet's brand: the data part of the brand being built (theme included) plus its logo.
 * One file for every brand: the build points `@brand/data` at the brand's data file and
 * `@brand/logo` at the logo its data names (rsbuild.config.ts), so a bundle holds its own
 * brand alone, and of it only what the wallet reads.
 */
export const brand: Brand = { ...wallet, logo };
