/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTheme } from '../../ui/theme';
import { AttachIcon, SendIcon } from './chat-icons';
import {
  CHAT_COUNTER_FROM,
  CHAT_TEXT_MAX,
  checkFile,
  checkText,
  FILE_ACCEPT,
  FILE_ALERT_MS,
  type FileKind,
  isSendKey,
} from './input-rules';

/**
 * The message box (docs/product.md#chat, "Input rules" and "Files"): Enter sends, a
 * modifier with Enter makes a new line, blank text is ignored, at most 2000 characters
 * (a counter near the limit, the send button off above it). An attachment is checked by
 * type and size before anything is sent; a refusal shows for 4 s.
 */
export interface ComposerProps {
  onSend: (text: string) => void;
  onFile: (file: File, kind: FileKind) => void;
}

type FileAlert = { id: 'chat.file.unsupported' } | { id: 'chat.file.tooLarge'; n: number };

export function Composer({ onSend, onFile }: ComposerProps) {
  const theme = useTheme();
  const intl = useIntl();
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<FileAlert | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const check = checkText(text);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), FILE_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const send = () => {
    if (checkText(text) !== 'ok') return;
    onSend(text.trim());
    setText('');
  };

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const verdict = checkFile(file);
    if (!verdict.ok) {
      setAlert(
        verdict.problem === 'tooLarge'
          ? { id: 'chat.file.tooLarge', n: verdict.maxMb }
          : { id: 'chat.file.unsupported' },
      );
      return;
    }
    setAlert(null);
    onFile(file, verdict.kind);
  };

  const iconButton = css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${theme.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.45;
      cursor: default;
    }
  `;

  return (
    <div
      css={css`
        border-top: 1px solid ${theme.border};
        padding: 6px 6px calc(6px + env(safe-area-inset-bottom, 0px));
        background: ${theme.surface};
      `}
    >
      {alert ? (
        <p
          role="alert"
          css={css`
            margin: 0 4px 6px;
            padding: 6px 10px;
            border-radius: ${theme.radius};
            background: ${theme.dangerStrong};
            color: #fff;
            font-size: 14px;
          `}
        >
          {alert.id === 'chat.file.tooLarge' ? (
            <FormattedMessage id="chat.file.tooLarge" values={{ n: alert.n }} />
          ) : (
            <FormattedMessage id="chat.file.unsupported" />
          )}
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        css={css`display: flex; align-items: flex-end; gap: 4px;`}
      >
        <input
          ref={fileInput}
          type="file"
          accept={FILE_ACCEPT}
          hidden
          onChange={(event) => {
            chooseFile(event.currentTarget.files?.[0]);
            // The same file can be chosen again after a refusal or a sent copy.
            event.currentTarget.value = '';
          }}
        />
        <button
          type="button"
          css={iconButton}
          aria-label={intl.formatMessage({ id: 'chat.attach' })}
          onClick={() => fileInput.current?.click()}
        >
          <AttachIcon />
        </button>
        <textarea
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            const { key, shiftKey, ctrlKey, altKey, metaKey } = event;
            const isComposing = event.nativeEvent.isComposing;
            if (!isSendKey({ key, shiftKey, ctrlKey, altKey, metaKey, isComposing })) return;
            event.preventDefault();
            send();
          }}
          rows={1}
          aria-label={intl.formatMessage({ id: 'chat.message' })}
          aria-describedby={text.length >= CHAT_COUNTER_FROM ? counterId : undefined}
          aria-invalid={check === 'tooLong' || undefined}
          placeholder={intl.formatMessage({ id: 'chat.placeholder' })}
          css={css`
            flex: 1;
            min-width: 0;
            min-height: 44px;
            max-height: 128px;
            field-sizing: content;
            resize: none;
            padding: 10px 12px;
            border: 1px solid ${check === 'tooLong' ? theme.danger : theme.border};
            border-radius: 22px;
            background: ${theme.surfaceAlt};
            color: ${theme.text};
            font: inherit;
            line-height: 1.4;
          `}
        />
        <button
          type="submit"
          css={css`${iconButton}; background: ${theme.primary}; color: ${theme.onPrimary};`}
          aria-label={intl.formatMessage({ id: 'chat.send' })}
          disabled={check === 'tooLong'}
        >
          <SendIcon />
        </button>
      </form>
      {text.length >= CHAT_COUNTER_FROM ? (
        <p
          id={counterId}
          aria-live="polite"
          css={css`
            margin: 4px 8px 0;
            text-align: right;
            font-size: 12px;
            color: ${check === 'tooLong' ? theme.danger : theme.textMuted};
          `}
        >
          <FormattedMessage id="chat.counter" values={{ count: text.length, max: CHAT_TEXT_MAX }} />
          {check === 'tooLong' ? (
            <>
              {' '}
              <FormattedMessage id="chat.tooLong" values={{ max: CHAT_TEXT_MAX }} />
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
