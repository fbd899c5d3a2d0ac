import { Svg } from '../../ui/icons';

/** The refund widget's line icon, in the design system's icon frame. */
export const RefundIcon = () => (
  <Svg size={26}>
    <path d="M4 12a8 8 0 1 0 2.3-5.7" />
    <path d="M4 4v5h5" />
    <path d="M12 8v8M10 10h3a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3h3" />
  </Svg>
);
