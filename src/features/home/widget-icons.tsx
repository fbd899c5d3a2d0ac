import type { ReactNode } from 'react';
import { Svg } from '../../ui/icons';

/** Line icons of the home widgets, drawn in the design system's icon frame. */
function Icon({ children }: { children: ReactNode }) {
  return <Svg size={26}>{children}</Svg>;
}

export const DepositIcon = () => (
  <Icon>
    <path d="M12 3v11M7 9l5 5 5-5" />
    <path d="M4 15v5h16v-5" />
  </Icon>
);
export const WithdrawIcon = () => (
  <Icon>
    <path d="M12 14V3M7 8l5-5 5 5" />
    <path d="M4 15v5h16v-5" />
  </Icon>
);
export const WheelIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4" />
  </Icon>
);
export const GiftIcon = () => (
  <Icon>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13" />
    <path d="M12 8c-2-4-6-4-6-1.5S10 8 12 8c2 0 6-.5 6-3S14 4 12 8z" />
  </Icon>
);
