import { type IconProps, Svg } from '../../ui/icons';

/** Two arrows, up and down: swap the transfer's direction. */
export const SwapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 20V4" />
    <path d="m4 8 4-4 4 4" />
    <path d="M16 4v16" />
    <path d="m12 16 4 4 4-4" />
  </Svg>
);
