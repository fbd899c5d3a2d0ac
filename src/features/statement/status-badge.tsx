/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { CheckIcon, type IconProps, Svg } from '../../ui/icons';
import { useTheme } from '../../ui/theme';
import { STATUS_TEXT, type StatusKind } from './statement-texts';

const CrossIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

const ICONS = { success: CheckIcon, failed: CrossIcon, pending: ClockIcon };

/** A status in words with its own icon and outline, so colour is never the only sign. */
export function StatusBadge({ kind }: { kind: StatusKind }) {
  const theme = useTheme();
  const colour =
    kind === 'success' ? theme.success : kind === 'failed' ? theme.danger : theme.warning;
  const Icon = ICONS[kind];
  return (
    <span
      data-status={kind}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 4px;
        padding: 1px 8px;
        border-radius: 999px;
        border: 1px ${kind === 'pending' ? 'dashed' : 'solid'} ${colour};
        color: ${colour};
        font-size: 13px;
        font-weight: 600;
      `}
    >
      <Icon size={14} />
      <FormattedMessage {...STATUS_TEXT[kind]} />
    </span>
  );
}
