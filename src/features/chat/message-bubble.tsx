/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { formatTime } from '../../lib/format';
import { useTheme } from '../../ui/theme';
import { type ChatItem, isCustomer } from './chat-item';
import { type MessageActions, MessageContent } from './message-content';

/**
 * One message: the player's on the right, support's on the left, each named for screen
 * readers; the time; and for a message sent from this device its status (waiting,
 * uploading with progress, sending, sent, not sent with a retry).
 */
export interface BubbleProps {
  item: ChatItem;
  actions: MessageActions;
  onRetry: (key: string) => void;
}

function Status({ item, onRetry }: { item: ChatItem; onRetry: (key: string) => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const { status } = item;
  if (!status) return null;
  const line = css`
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 2px;
    font-size: 12px;
    color: ${status === 'failed' ? theme.danger : theme.textMuted};
  `;
  if (status === 'uploading_file') {
    const percent = Math.round((item.progress ?? 0) * 100);
    const label = intl.formatMessage({ id: 'chat.status.uploading' }, { percent });
    return (
      <div css={css`${line}; display: grid; justify-items: end;`}>
        <span>{label}</span>
        <progress
          max={100}
          value={percent}
          aria-label={label}
          css={css`width: 160px; height: 6px; accent-color: ${theme.primary};`}
        />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div css={line}>
        <span>
          <FormattedMessage id="chat.status.failed" />
        </span>
        <button
          type="button"
          onClick={() => onRetry(item.key)}
          css={css`
            min-height: 44px;
            min-width: 44px;
            padding: 0 12px;
            border: 1px solid ${theme.danger};
            border-radius: ${theme.radius};
            background: ${theme.surface};
            color: ${theme.danger};
            font: inherit;
            font-weight: 700;
            cursor: pointer;
          `}
        >
          <FormattedMessage id="chat.retry" />
        </button>
      </div>
    );
  }
  const id =
    status === 'queued'
      ? 'chat.status.queued'
      : status === 'sending'
        ? 'chat.status.sending'
        : 'chat.status.succeed';
  return (
    <div css={line}>
      <FormattedMessage id={id} />
    </div>
  );
}

function MessageBubbleView({ item, actions, onRetry }: BubbleProps) {
  const theme = useTheme();
  const mine = isCustomer(item.conversation);
  const { timeZone } = useBrand();
  const time = formatTime(item.conversation.createdAt, timeZone);
  return (
    <li
      data-chat-key={item.key}
      css={css`
        display: grid;
        justify-items: ${mine ? 'end' : 'start'};
        margin: 4px 0;
      `}
    >
      <div
        css={css`
          max-width: 85%;
          min-width: 0;
          padding: 8px 12px;
          border-radius: 14px;
          border-bottom-${mine ? 'right' : 'left'}-radius: 4px;
          background: ${mine ? theme.primary : theme.surfaceAlt};
          color: ${mine ? theme.onPrimary : theme.text};
          opacity: ${item.status === 'queued' ? 0.8 : 1};
          & a {
            color: inherit;
          }
        `}
      >
        <span className="visually-hidden">
          <FormattedMessage id={mine ? 'chat.you' : 'chat.support'} />
          {': '}
        </span>
        <MessageContent message={item.conversation.message} actions={actions} />
      </div>
      <span css={css`font-size: 12px; color: ${theme.textMuted}; margin-top: 2px;`}>{time}</span>
      {mine ? <Status item={item} onRetry={onRetry} /> : null}
    </li>
  );
}

/** Re-renders only when its item changes: a long history stays cheap on a slow phone. */
export const MessageBubble = memo(MessageBubbleView);
