/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RealityCheck } from '../../api';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { useRealityCheckChanges } from '../../domain/reality-check-changes';
import { useSession } from '../../domain/session';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';

const MINUTE_MS = 60_000;

export interface RealityCheckDialogProps {
  check: RealityCheck;
}

/**
 * The reminder of the reality check (docs/product.md#play-within-limits): the time since the
 * login and the deposits, withdrawals and their net since then, by the backend's own clock
 * and records. It must be answered: "Keep playing" is recorded on the session (a reload
 * does not show it again before the next interval), "Log out" ends the session.
 */
export function RealityCheckDialog({ check }: RealityCheckDialogProps) {
  const theme = useTheme();
  const money = useMoney();
  const errorText = useErrorText();
  const { logout } = useSession();
  const changes = useRealityCheckChanges();
  const [problem, setProblem] = useState<string | null>(null);
  const elapsed = Math.max(0, Date.parse(check.now) - Date.parse(check.sessionStartedAt));
  const minutesIn = Math.floor(elapsed / MINUTE_MS);

  const keep = useAction(async () => {
    const result = await changes.keepPlaying();
    if (!result.ok) {
      setProblem(errorText(result.error));
      return;
    }
  });
  const leave = useAction(async () => {
    await logout();
  });
  const busy = keep.busy || leave.busy;

  return (
    <Modal
      open
      size="sm"
      hideClose
      dismissible={false}
      onClose={() => undefined}
      title={<FormattedMessage id="limits.reality.dialogTitle" />}
    >
      <div css={css`display: grid; gap: 10px;`}>
        <p css={css`margin: 0; font-weight: 600;`}>
          <FormattedMessage
            id="limits.reality.elapsed"
            values={{ hours: Math.floor(minutesIn / 60), minutes: minutesIn % 60 }}
          />
        </p>
        <p css={css`margin: 0;`}>
          <FormattedMessage
            id="limits.reality.deposits"
            values={{ money: money.format(check.deposits) }}
          />
        </p>
        <p css={css`margin: 0;`}>
          <FormattedMessage
            id="limits.reality.withdrawals"
            values={{ money: money.format(check.withdrawals) }}
          />
        </p>
        <p css={css`margin: 0; font-weight: 600;`}>
          <FormattedMessage id="limits.reality.net" values={{ money: money.format(check.net) }} />
        </p>
        {problem ? (
          <p role="alert" css={css`margin: 0; color: ${theme.danger};`}>
            <FormattedMessage id="limits.reality.answerFailed" />
            {': '}
            {problem}
          </p>
        ) : null}
        <div css={css`display: grid; gap: 8px; margin-top: 4px;`}>
          <Button
            loading={keep.busy}
            disabled={busy}
            onClick={() => void keep.run()}
            css={css`min-height: 48px;`}
          >
            <FormattedMessage id="limits.reality.keepPlaying" />
          </Button>
          <Button
            variant="secondary"
            loading={leave.busy}
            disabled={busy}
            onClick={() => void leave.run()}
            css={css`min-height: 48px;`}
          >
            <FormattedMessage id="limits.reality.logout" />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
