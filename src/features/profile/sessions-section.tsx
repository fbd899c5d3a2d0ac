/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { MemberSession } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { deviceName } from '../../domain/rules/user-agent';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { ReadFailed } from '../../ui/read-failed';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { useEndSession, useSessions } from './signed-in-devices';

function deviceText(intl: IntlShape, session: MemberSession): string {
  // A backend may send the raw User-Agent alone: the wallet reads the common cases itself.
  const read = deviceName(session.userAgent);
  const browser = session.browser ?? read.browser;
  const system = session.system ?? read.system;
  if (browser && system) return intl.formatMessage({ id: 'sessions.device' }, { browser, system });
  return browser ?? system ?? intl.formatMessage({ id: 'sessions.unknownDevice' });
}

/**
 * The member's signed-in devices (capability `sessions`, docs/product.md#profile): each
 * with its browser and system, sign-in and last activity, "this device" for the current
 * one, a "log out" for each other one (named by device and sign-in time, so no two buttons
 * share a name) and "log out all other devices".
 */
export default function SessionsSection() {
  const theme = useTheme();
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const { timeZone } = useBrand();
  const headingId = useId();
  const sessions = useSessions();
  const endSession = useEndSession();

  const end = useAction(async (id: string | null) => {
    const result = await endSession(id);
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'sessions.endFailed' }), errorText(result.error));
      return;
    }
    void dialog.success(intl.formatMessage({ id: id ? 'sessions.ended' : 'sessions.othersEnded' }));
  });

  const list = sessions.data ?? [];
  const current = list.filter((session) => session.current);
  const others = list.filter((session) => !session.current);
  const seen = new Map<string, number>();
  const labelOf = (session: MemberSession) => {
    const label = intl.formatMessage(
      { id: 'sessions.logoutOne' },
      {
        device: deviceText(intl, session),
        time: formatDateTime(session.createdAt, timeZone),
      },
    );
    // Two logins of one browser in the same second still get buttons of their own names.
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count > 1 ? `${label} (${count})` : label;
  };

  const row = (session: MemberSession) => (
    <li
      key={session.id}
      css={css`
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        padding: 8px 0;
        border-bottom: 1px solid ${theme.border};
      `}
    >
      <div css={css`display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere;`}>
        <span css={css`font-weight: 600;`}>{deviceText(intl, session)}</span>
        <span css={css`font-size: 13px; color: ${theme.textMuted};`}>
          {session.current ? (
            <FormattedMessage id="sessions.thisDevice" />
          ) : (
            <FormattedMessage
              id="sessions.lastActive"
              values={{ time: formatDateTime(session.lastActiveAt, timeZone) }}
            />
          )}
        </span>
        <span css={css`font-size: 13px; color: ${theme.textMuted};`}>
          <FormattedMessage
            id="sessions.signedIn"
            values={{ time: formatDateTime(session.createdAt, timeZone) }}
          />
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={labelOf(session)}
          disabled={end.busy}
          onClick={() => void end.run(session.id)}
          css={css`flex: none; min-height: 44px;`}
        >
          <FormattedMessage id="sessions.logout" />
        </Button>
      )}
    </li>
  );

  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: 8px;
        margin-top: 16px;
        padding-top: 16px;
        border-top: 1px solid ${theme.border};
      `}
    >
      <h2 id={headingId} css={css`margin: 0; font-size: 16px;`}>
        <FormattedMessage id="sessions.title" />
      </h2>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="sessions.hint" />
      </p>
      {sessions.error && !sessions.data ? (
        <ReadFailed retrying={sessions.isValidating} onRetry={() => void sessions.mutate()}>
          <FormattedMessage id="sessions.failed" />
        </ReadFailed>
      ) : null}
      {sessions.data ? (
        <>
          <ul css={css`list-style: none; margin: 0; padding: 0;`}>
            {current.map(row)}
            {others.map(row)}
          </ul>
          {others.length === 0 ? (
            <p css={css`margin: 0; font-size: 14px;`}>
              <FormattedMessage id="sessions.none" />
            </p>
          ) : (
            <Button
              variant="secondary"
              block
              disabled={end.busy}
              onClick={() => void end.run(null)}
              css={css`min-height: 48px;`}
            >
              <FormattedMessage id="sessions.logoutOthers" />
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
