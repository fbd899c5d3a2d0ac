import { css } from '@emotion/react';
import type { BrandTheme } from '../../../brands/types';

/**
 * The top panel of the bonus screen (active bonus, or the promotion search, or their
 * loading and error states): one minimum height for all of them, so the cards below do not
 * jump when the status arrives.
 */
export const panelCss = (theme: BrandTheme) => css`
  display: grid;
  gap: 10px;
  align-content: start;
  min-height: 168px;
  margin-bottom: 20px;
  padding: 14px;
  border-radius: ${theme.radius};
  background: ${theme.surface};
`;
