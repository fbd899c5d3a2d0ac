/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWallet } from '../../domain/wallet';
import { RefreshIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import type { ChatMode } from './chat-launcher';
import type { ChatOwner, ChatState, ChatStore } from './chat-store';
import { Composer } from './composer';
import { guestId } from './guest-id';
import { HistoryView } from './history-view';
import type { MessageActions } from './message-content';
import { useChatSession } from './use-chat-session';

/**
 * The chat panel's content (docs/product.md#chat), loaded when the panel first opens
 * (socket.io-client with it): the header with the connection and a refresh button, the
 * history and the message box. A guest chats under a generated guest id, a member under
 * their own id with their token.
 */
export interface ChatPanelProps {
  mode: ChatMode;
  /** The panel is showing (it stays mounted while closed, so messages keep arriving). */
  open: boolean;
  /** Unread agent messages, for the floating button's badge. */
  onUnread: (count: number) => void;
}

const IDLE: ChatState = {
  items: [],
  phase: 'loading',
  refreshing: false,
  loadingOlder: false,
  hasMore: false,
  unread: 0,
  connection: 'connecting',
};
const noSubscription = () => () => {};

function GuestChat(props: ChatPanelProps) {
  const owner = useMemo<ChatOwner>(
    () => ({ userId: null, guestId: guestId(), username: null, name: null }),
    [],
  );
  return <ChatWindow owner={owner} {...props} />;
}

function MemberChat(props: ChatPanelProps) {
  const wallet = useWallet();
  const profile = wallet.data?.profile;
  const id = profile?._id;
  const username = profile?.username ?? null;
  const name = profile?.name ?? null;
  const owner = useMemo<ChatOwner | null>(
    () => (id ? { userId: id, guestId: null, username, name } : null),
    [id, username, name],
  );
  const failed = !owner && wallet.error !== undefined;
  return (
    <ChatWindow
      owner={owner}
      ownerFailed={failed}
      retryOwner={() => void wallet.mutate()}
      {...props}
    />
  );
}

function ChatWindow({
  owner,
  ownerFailed = false,
  retryOwner,
  open,
  onUnread,
}: ChatPanelProps & { owner: ChatOwner | null; ownerFailed?: boolean; retryOwner?: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const session = useChatSession(owner);
  const store: ChatStore | null = session.store;
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getState ?? (() => IDLE),
  );
  const atBottom = useRef(true);

  useEffect(() => {
    store?.setReading(atBottom.current, open);
  }, [store, open]);
  useEffect(() => onUnread(state.unread), [onUnread, state.unread]);

  const onReading = useCallback(
    (bottom: boolean) => {
      atBottom.current = bottom;
      store?.setReading(bottom, open);
    },
    [store, open],
  );
  const actions = useMemo<MessageActions>(
    () => ({
      onPostback: (payload) => store?.sendPostback(payload),
      onText: (text) => store?.sendText(text),
    }),
    [store],
  );

  const failed = ownerFailed || session.failed;
  const shown: ChatState = failed ? { ...IDLE, phase: 'failed' } : state;
  const connectionText = intl.formatMessage({
    id:
      state.connection === 'online'
        ? 'chat.connection.online'
        : state.connection === 'offline'
          ? 'chat.connection.offline'
          : 'chat.connection.connecting',
  });

  return (
    <div css={css`display: flex; flex-direction: column; height: 100%; min-height: 0;`}>
      <header
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
          padding: 6px 6px 6px 14px;
          border-bottom: 1px solid ${theme.border};
          background: ${theme.primary};
          color: ${theme.onPrimary};
        `}
      >
        <div css={css`flex: 1; min-width: 0;`}>
          <h2 css={css`margin: 0; font-size: 16px;`}>
            <FormattedMessage id="chat.title" />
          </h2>
          <p
            role="status"
            css={css`
              margin: 0;
              font-size: 12px;
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            `}
          >
            {connectionText}
          </p>
        </div>
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'chat.refresh' })}
          disabled={!store || state.refreshing || state.phase === 'loading'}
          onClick={() => void store?.loadNewest()}
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 44px;
            height: 44px;
            border: 0;
            border-radius: 50%;
            background: transparent;
            color: inherit;
            cursor: pointer;
            &:disabled {
              opacity: 0.6;
              cursor: default;
            }
          `}
        >
          {state.refreshing ? <Spinner /> : <RefreshIcon />}
        </button>
      </header>
      <HistoryView
        state={shown}
        open={open}
        actions={actions}
        onRetry={(key) => store?.retry(key)}
        onLoadOlder={() => void store?.loadOlder()}
        onReload={() => {
          if (ownerFailed) retryOwner?.();
          else if (session.failed) session.retry();
          else void store?.loadNewest();
        }}
        onReading={onReading}
      />
      <Composer
        onSend={(text) => store?.sendText(text)}
        onFile={(file, kind) => store?.sendFile(file, kind)}
      />
    </div>
  );
}

export default function ChatPanel(props: ChatPanelProps) {
  return props.mode === 'member' ? <MemberChat {...props} /> : <GuestChat {...props} />;
}
