/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { amountProblemMessage, useMoney } from '../../domain/currency';
import { useMemberModal } from '../../domain/member-modals';
import { useMutations } from '../../domain/mutations';
import { type CurrencyRules, parseAmountIn } from '../../domain/rules/currency';
import { type Satang, satangToBaht } from '../../domain/rules/money';
import { downscaleImage } from '../../lib/image-downscale';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { Svg } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { useJustShown } from '../../ui/tap-through';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { useDepositErrorText } from './deposit-limit';
import type { DepositPanelControls } from './deposit-modal';
import { DepositTexts } from './deposit-texts';
import { type SlipFileProblem, slipFileProblem, slipUploadName } from './slip-file';
import { siteZoneLabel, useSlipLookup } from './slip-window';
import { usePanelBusy } from './use-panel-busy';

/** The optional amount: nothing typed, a positive amount, or the id of why it is refused. */
export type SlipAmount = { ok: true; satang: Satang | null } | { ok: false; messageId: string };

/** Read by the member's currency's rules: no decimals in kip (docs/product.md#amounts-per-currency). */
export function readSlipAmount(
  text: string,
  rules: Pick<CurrencyRules, 'fractionDigits'> = { fractionDigits: 2 },
): SlipAmount {
  if (!text.trim()) return { ok: true, satang: null };
  const parsed = parseAmountIn(text, rules);
  if (!parsed.ok) return { ok: false, messageId: amountProblemMessage(parsed.problem, rules) };
  if (parsed.satang <= 0) return { ok: false, messageId: 'deposit.slip.amountZero' };
  return { ok: true, satang: parsed.satang };
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'sent' };

type Problem = 'noFile' | SlipFileProblem;

const PROBLEM_TEXT: Record<Problem, string> = {
  noFile: 'error.SLIP_NO_FILE',
  invalid: 'error.SLIP_INVALID_FILE',
  tooLarge: 'deposit.slip.tooLarge',
};

const ImageIcon = () => (
  <Svg size={20}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 17-5-5-9 8" />
  </Svg>
);
const CameraIcon = () => (
  <Svg size={20}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);

/**
 * Slip upload (docs/product.md#slip-upload): a photo from the gallery or the camera, a
 * preview, the amount transferred (optional), then one upload with its real progress.
 * The photo is shrunk on the phone first (src/lib/image-downscale.ts); the client's
 * upload time-out is 300 s. While GET /api/lookup/slip says upload is closed, the window is
 * named and upload is off. A sent slip is in progress until checked: its status is in
 * the slip-status modal.
 */
export function SlipUploadPanel({ close, setBusy }: DepositPanelControls) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const money = useMoney();
  const dialog = useDialog();
  const errorText = useDepositErrorText();
  const mutations = useMutations();
  const modals = useMemberModal();
  const slipLookup = useSlipLookup();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [amountTried, setAmountTried] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const closed = slipLookup.data?.isOpen === false;
  const amount = readSlipAmount(amountText, money.rules);
  const zone = siteZoneLabel(brand.timeZone);

  useEffect(() => {
    let url: string | null = null;
    try {
      url = file ? URL.createObjectURL(file) : null;
    } catch {
      // No object URLs here (an old WebView): the file's name stands in for the preview.
    }
    setPreview(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const upload = useAction(async (picked: File, satang: Satang | null) => {
    setPhase({ kind: 'preparing' });
    const ready = await downscaleImage(picked);
    const found = slipFileProblem(ready);
    const name = slipUploadName(ready);
    if (found || !name) {
      setProblem(found ?? 'invalid');
      setPhase({ kind: 'idle' });
      return;
    }
    const form = new FormData();
    form.append('amount', satang === null ? '' : String(satangToBaht(satang)));
    form.append('file', ready, name);
    setPhase({ kind: 'uploading', percent: 0 });
    // The client's upload time-out (300 s, docs/api.md#conventions) applies.
    const result = await mutations.uploadSlip(form, {
      onProgress: (fraction) =>
        setPhase((current) =>
          current.kind === 'uploading'
            ? { kind: 'uploading', percent: Math.min(100, Math.round(fraction * 100)) }
            : current,
        ),
    });
    if (!result.ok) {
      // The photo and the amount stay: the player can try again as they are.
      setPhase({ kind: 'idle' });
      void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(result.error));
      // Refused while closed: the window may have begun meanwhile; read it again.
      if (result.error.code === 'SLIP_UPLOAD_FAIL') void slipLookup.mutate();
      return;
    }
    setPhase({ kind: 'sent' });
  });
  usePanelBusy(upload.busy, setBusy);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared, so that picking the same photo again still counts as a change.
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAmountTried(true);
    if (closed) return;
    if (!file) {
      setProblem('noFile');
      return;
    }
    if (!amount.ok) return;
    void upload.run(file, amount.satang);
  };

  if (phase.kind === 'sent') {
    return (
      <SlipSent
        onSeeStatus={modals.has('slipStatus') ? () => modals.open('slipStatus') : null}
        onDone={close}
      />
    );
  }

  // Whether upload is open decides the whole panel: it waits for the answer (usually in
  // already, from the bank-transfer tab) rather than moving when a closed notice arrives.
  // A failed lookup lets the player go on; the server refuses while closed anyway.
  if (!slipLookup.data && !slipLookup.error) {
    return <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />;
  }

  const busy = upload.busy;
  const picker = css`
    position: relative;
    flex: 1 1 140px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 14px;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.border};
    background: ${theme.surfaceAlt};
    color: ${theme.text};
    font-weight: 600;
    cursor: pointer;
    touch-action: manipulation;
    &:focus-within {
      outline: 2px solid ${theme.primary};
      outline-offset: 2px;
    }
    &[data-disabled='true'] {
      opacity: 0.5;
      cursor: not-allowed;
    }
  `;
  const fileError = problem ? (
    <p role="alert" css={css`margin: 0; color: ${theme.danger}; font-size: 14px;`}>
      <FormattedMessage id={PROBLEM_TEXT[problem]} />
    </p>
  ) : null;

  return (
    <form noValidate onSubmit={onSubmit} css={css`display: grid; gap: 12px;`}>
      {closed && slipLookup.data ? (
        <p
          role="status"
          css={css`
            margin: 0;
            padding: 10px 12px;
            border-radius: ${theme.radius};
            border: 1px solid ${theme.warning};
          `}
        >
          <FormattedMessage
            id="deposit.slip.closed"
            values={{ start: slipLookup.data.closeStart, end: slipLookup.data.closeEnd, zone }}
          />
        </p>
      ) : null}
      <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        <label css={picker} data-disabled={busy}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={busy}
            onChange={onPick}
          />
          <ImageIcon />
          <FormattedMessage id="deposit.slip.choose" />
        </label>
        <label css={picker} data-disabled={busy}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            disabled={busy}
            onChange={onPick}
          />
          <CameraIcon />
          <FormattedMessage id="deposit.slip.camera" />
        </label>
      </div>
      {fileError}
      <div
        css={css`
          display: grid;
          place-items: center;
          height: 180px;
          border-radius: ${theme.radius};
          border: 1px dashed ${theme.border};
          background: ${theme.surfaceAlt};
          color: ${theme.textMuted};
          font-size: 14px;
          overflow: hidden;
        `}
      >
        {file && preview ? (
          <img
            src={preview}
            alt={intl.formatMessage({ id: 'deposit.slip.preview' }, { name: file.name })}
            css={css`max-width: 100%; max-height: 180px; object-fit: contain;`}
          />
        ) : (
          <span css={css`padding: 0 12px;`}>
            <FormattedMessage id={file ? 'deposit.slip.noPreview' : 'deposit.slip.none'} />
          </span>
        )}
      </div>
      {/* The chosen file's name: its line is always there, so nothing moves when it comes. */}
      <p
        css={css`
          margin: -6px 0 0;
          min-height: 1.4em;
          font-size: 14px;
          color: ${theme.textMuted};
          overflow-wrap: anywhere;
        `}
      >
        {file?.name}
      </p>
      <AmountField
        label={<FormattedMessage id="deposit.slip.amount" values={{ unit: money.unit }} />}
        value={amountText}
        onValueChange={setAmountText}
        readOnly={busy}
        hint={<FormattedMessage id="deposit.slip.amountHint" />}
        error={
          !amount.ok && (amountTried || amountText.trim() !== '') ? (
            <FormattedMessage id={amount.messageId} />
          ) : undefined
        }
      />
      <Button type="submit" block loading={busy} disabled={closed || !amount.ok}>
        <FormattedMessage id="deposit.slip.upload" />
      </Button>
      {/* Holds its height, so the texts below do not jump while an upload runs. */}
      <div css={css`display: grid; gap: 4px; min-height: 44px; align-content: center;`}>
        {phase.kind === 'preparing' || phase.kind === 'uploading' ? (
          <>
            <progress
              aria-label={intl.formatMessage({ id: 'deposit.slip.progress' })}
              max={100}
              value={phase.kind === 'uploading' ? phase.percent : undefined}
              css={css`width: 100%; height: 12px; accent-color: ${theme.primary};`}
            />
            <span css={css`font-size: 14px; color: ${theme.textMuted};`}>
              {phase.kind === 'uploading' ? (
                <FormattedMessage id="deposit.slip.uploading" values={{ percent: phase.percent }} />
              ) : (
                <FormattedMessage id="deposit.slip.preparing" />
              )}
            </span>
          </>
        ) : null}
      </div>
      <DepositTexts slip slipLookup={slipLookup.data} />
    </form>
  );
}

/**
 * What shows once the slip is sent, in place of the form: its heading takes the focus, and
 * its buttons, where Upload was, ignore the second tap of a double tap (tap-through.ts).
 */
function SlipSent({
  onSeeStatus,
  onDone,
}: {
  onSeeStatus: (() => void) | null;
  onDone: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const justShown = useJustShown();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: 12px;`}>
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        css={css`margin: 0; font-size: 18px; outline: none;`}
      >
        <FormattedMessage id="deposit.slip.sent" />
      </h3>
      <p css={css`margin: 0;`}>
        <FormattedMessage id="deposit.slip.checking" />
      </p>
      {onSeeStatus ? (
        <Button block holdTaps={justShown} onClick={onSeeStatus}>
          <FormattedMessage id="deposit.slip.seeStatus" />
        </Button>
      ) : null}
      <Button block variant="secondary" holdTaps={justShown} onClick={() => onDone()}>
        <FormattedMessage id="receipt.done" />
      </Button>
    </section>
  );
}
