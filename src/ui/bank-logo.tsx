/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import APB from '../../assets/banks/APB.svg';
import BAAC from '../../assets/banks/BAAC.svg';
import BAY from '../../assets/banks/BAY.svg';
import BBL from '../../assets/banks/BBL.svg';
import BCEL from '../../assets/banks/BCEL.svg';
import BIC from '../../assets/banks/BIC.svg';
import CIMB from '../../assets/banks/CIMB.svg';
import GHB from '../../assets/banks/GHB.svg';
import GSB from '../../assets/banks/GSB.svg';
import IDCB from '../../assets/banks/IDCB.svg';
import JDB from '../../assets/banks/JDB.svg';
import KBANK from '../../assets/banks/KBANK.svg';
import KKP from '../../assets/banks/KKP.svg';
import KTB from '../../assets/banks/KTB.svg';
import LDB from '../../assets/banks/LDB.svg';
import LHB from '../../assets/banks/LHB.svg';
import LVB from '../../assets/banks/LVB.svg';
import MJBL from '../../assets/banks/MJBL.svg';
import PSVB from '../../assets/banks/PSVB.svg';
import SCB from '../../assets/banks/SCB.svg';
import STB from '../../assets/banks/STB.svg';
import TISCO from '../../assets/banks/TISCO.svg';
import TMB from '../../assets/banks/TMB.svg';
import UOB from '../../assets/banks/UOB.svg';

/**
 * The bundled bank logo set: one small SVG per bank code of /api/lookup/banks.
 * The files are separate image requests (the build inlines no SVG), so a screen that shows
 * two banks downloads two logos, not fifteen.
 */
const LOGOS: Readonly<Record<string, string>> = {
  BAAC,
  BAY,
  BBL,
  BCEL,
  CIMB,
  GHB,
  GSB,
  KBANK,
  KKP,
  KTB,
  LHB,
  SCB,
  TISCO,
  TMB,
  UOB,
  LDB,
  APB,
  JDB,
  LVB,
  IDCB,
  STB,
  BIC,
  MJBL,
  PSVB,
};

/** URL of a bank's bundled logo, or null for a code the set does not know. */
export function bankLogoUrl(code: string): string | null {
  return LOGOS[code.toUpperCase()] ?? null;
}

export interface BankLogoProps {
  code: string;
  size?: number;
  /** Empty (decorative) by default: the bank's name is written next to its logo. */
  alt?: string;
}

/**
 * A bank's logo. A code without a bundled logo (a bank the server added later) gets a
 * neutral tile with its code, so a list of banks never shows a broken image.
 */
export function BankLogo({ code, size = 32, alt = '' }: BankLogoProps) {
  const url = bankLogoUrl(code);
  if (url) {
    return (
      <img
        src={url}
        alt={alt}
        width={size}
        height={size}
        css={css`flex: none; border-radius: ${Math.round(size * 0.22)}px;`}
      />
    );
  }
  const label = code.slice(0, 5).toUpperCase();
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-fallback-logo=""
      css={css`flex: none;`}
    >
      <rect width="64" height="64" rx="14" fill="#6b7280" />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize={label.length <= 3 ? 20 : label.length === 4 ? 16 : 13}
        fontWeight="700"
        fill="#fff"
      >
        {label}
      </text>
    </svg>
  );
}
