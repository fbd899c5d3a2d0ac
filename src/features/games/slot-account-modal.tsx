/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Fragment, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import {
  type ApiError,
  autoLoginApi,
  type GameAccount,
  type GameCredentials,
  safeApiUrl,
  unwrap,
  walletApi,
  walletPaths,
} from '../../api';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { useMemberModal } from '../../domain/member-modals';
import { useMutations } from '../../domain/mutations';
import { autoLoginNeeds, isAutoLoginGame } from '../../domain/rules/auto-login';
import { roundSatang, satangToBaht, ZERO_SATANG } from '../../domain/rules/money';
import {
  checkTransfer,
  findEnd,
  MAIN_WALLET,
  type TransferEnd,
  type TransferProblem,
  transferEnds,
  transferMinimum,
} from '../../domain/rules/transfer';
import { useWallet } from '../../domain/wallet';
import { secondaryAmount } from '../../domain/wallet-amounts';
import { type SafeUrl, safeHttpUrl } from '../../lib/safe-url';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { ExternalLink } from '../../ui/external-link';
import { CopyIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { useTapHold } from '../../ui/tap-through';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { useCopy } from '../../ui/use-copy';
import { closeWindow, openBlankWindow, postToWindow, sendWindow } from './game-window';

/**
 * Where a game login may wrap: between letters and digits and after a separator, so
 * "sb345678areaslot" wraps as "sb", "345678", "areaslot" and never as "sb345678areaslo / t".
 */
export function loginBreaks(text: string): string[] {
  return text.match(/[A-Za-z]+[^A-Za-z\d]*|\d+[^A-Za-z\d]*|[^A-Za-z\d]+/g) ?? [text];
}

/** A link on its own line is a touch target: 44 px tall at least (README). */
const appLinkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/**
 * A game account (docs/product.md#game-accounts): activate an
 * inactive one, read and copy the login, reset the password, move money in, play on the
 * web (money moved in first, then the auto-login link), and the app links.
 */
export function SlotAccountModal({
  account,
  onClose,
}: {
  account: GameAccount | null;
  onClose: () => void;
}) {
  if (!account) return null;
  return <OpenSlotAccount key={account.code} account={account} onClose={onClose} />;
}

function OpenSlotAccount({ account, onClose }: { account: GameAccount; onClose: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const dialog = useDialog();
  const toast = useToast();
  const errorText = useErrorText();
  const copy = useCopy();
  const mutations = useMutations();
  const money = useMoney();
  const modals = useMemberModal();
  const [activated, setActivated] = useState(false);
  // Play takes Activate's place once the account is active: the second tap of a double tap
  // on Activate must not open the game (tap-through.ts).
  const [tapsHeld, holdTaps] = useTapHold();
  const [amountText, setAmountText] = useState('');
  const [gameLink, setGameLink] = useState<SafeUrl | null>(null);
  const launching = useRef(false);
  const active = account.isActive || activated;
  const code = account.code;
  const credentialsKey = active ? walletPaths.credentials(code) : null;
  const credentials = useSWR(credentialsKey, () => unwrap(walletApi.credentials(code)));
  const wallet = useWallet();
  // The transfer rule of the transfer modal, from the main wallet into this game, with the
  // main wallet's balance as the wallet last read it (docs/product.md#transfer).
  const from = wallet.data ? findEnd(transferEnds(wallet.data), MAIN_WALLET) : null;
  const to: TransferEnd = { code, name: account.name, satang: roundSatang(account.amount) };
  const check = checkTransfer({ from, to, amountText, rules: money.rules });
  // An empty field or 0 moves nothing: transfer-only is off and play goes without a transfer
  // (docs/product.md#game-accounts). Anything else goes by the rule, explained when pressed.
  const parsed = money.parse(amountText);
  const nothingToMove = parsed.ok ? parsed.satang === 0 : parsed.problem === 'empty';
  // What parseAmount cannot read ("-50", "5O", "10.005") is said under the field as it is
  // typed; the bounds (minimum, balance) are said when a money button is pressed.
  const unreadable =
    !parsed.ok && parsed.problem !== 'empty'
      ? intl.formatMessage({ id: money.problemMessage(parsed.problem) })
      : undefined;
  const canPlay = isAutoLoginGame(code) || Boolean(account.web);

  const failed = (error: ApiError) =>
    void dialog.error(intl.formatMessage({ id: 'home.failedTitle' }), errorText(error));
  /** A game address from the server that is not a web address: nothing opens, and we say so. */
  const refused = (tab: Window | null) => {
    closeWindow(tab);
    void dialog.error(
      intl.formatMessage({ id: 'home.failedTitle' }),
      intl.formatMessage({ id: 'security.unsafeLink' }),
    );
  };

  const activate = useAction(async () => {
    const result = await mutations.activateGame(code);
    if (!result.ok) {
      failed(result.error);
      return;
    }
    setActivated(true);
    holdTaps();
    toast.success(intl.formatMessage({ id: 'slot.activated' }));
  });

  const resetPassword = useAction(async () => {
    const result = await mutations.resetGamePassword(code);
    if (!result.ok) {
      failed(result.error);
      return;
    }
    toast.success(intl.formatMessage({ id: 'slot.passwordReset' }));
  });

  const problemText = (problem: TransferProblem): string => {
    switch (problem) {
      case 'noSource':
      case 'noTarget':
      case 'sameAccount':
        // Only when the wallet could not be read: the main wallet's balance is unknown.
        return intl.formatMessage({ id: 'slot.balanceUnknown' });
      case 'belowMinimum':
        return intl.formatMessage(
          { id: 'slot.minimum' },
          { money: money.format(satangToBaht(transferMinimum(money.rules))) },
        );
      case 'aboveBalance':
        return intl.formatMessage(
          { id: 'slot.aboveBalance' },
          { money: money.format(satangToBaht(from?.satang ?? ZERO_SATANG)) },
        );
      default:
        return intl.formatMessage({ id: money.problemMessage(problem) });
    }
  };

  /** Moves the typed amount from the main wallet into this game; false (and says why) if not. */
  async function transferIn(): Promise<boolean> {
    if (!check.ok) {
      toast.danger(problemText(check.problem));
      return false;
    }
    const value = satangToBaht(check.satang);
    const result = await mutations.transfer({ from: 'WALLET', to: code, amount: value });
    if (!result.ok) {
      failed(result.error);
      return false;
    }
    setAmountText('');
    toast.success(
      intl.formatMessage(
        { id: 'slot.transferred' },
        { money: money.format(value), game: account.name },
      ),
    );
    return true;
  }

  const transfer = useAction(async () => {
    await transferIn();
  });

  async function loginOf(): Promise<GameCredentials | null> {
    if (credentials.data) return credentials.data;
    const result = await walletApi.credentials(code);
    if (!result.ok) {
      failed(result.error);
      return null;
    }
    return result.data;
  }

  const play = useAction(async (tab: Window | null) => {
    // An empty or zero amount plays without a transfer (docs/product.md#game-accounts).
    if (!nothingToMove && !(await transferIn())) {
      closeWindow(tab);
      return;
    }
    const login = await loginOf();
    if (!login) {
      closeWindow(tab);
      return;
    }
    const needs = autoLoginNeeds(code);
    if (needs) {
      const password = needs === 'password' ? login.password : null;
      const result = await autoLoginApi.link(code, login.username, password);
      if (!result.ok) {
        closeWindow(tab);
        failed(result.error);
        return;
      }
      // The tab is about:blank of the wallet's origin: only a web address may go into it.
      const link = safeHttpUrl(result.data.link);
      if (!link) {
        refused(tab);
        return;
      }
      if (!sendWindow(tab, link)) setGameLink(link);
      return;
    }
    if (!account.web) {
      closeWindow(tab);
      return;
    }
    const web = safeApiUrl(account.web);
    if (!web) {
      refused(tab);
      return;
    }
    const sent = login.event ? postToWindow(tab, web, login.event) : sendWindow(tab, web);
    if (!sent) setGameLink(web);
  });

  const onPlay = () => {
    if (launching.current) return;
    launching.current = true;
    setGameLink(null);
    // Opened now, during the tap, so that popup blockers let it through.
    const tab = openBlankWindow();
    void play.run(tab).finally(() => {
      launching.current = false;
    });
  };

  const moving = transfer.busy || play.busy || activate.busy;
  const row = css`
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  `;
  const value = css`
    flex: 1;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 16px;
    /* Wraps where loginBreaks allows; mid-word only for a part longer than the line. */
    overflow-wrap: anywhere;
  `;
  // The label above its value, so the value has the whole width of the box (a game
  // username of 16 characters stays on one line at 320 px).
  const credentialRow = (label: string, text: string | undefined) => (
    <div css={css`display: grid; gap: 0;`}>
      <span css={css`color: ${theme.textMuted}; font-size: 14px;`}>{label}</span>
      <div css={row}>
        <span css={value}>
          {loginBreaks(text ?? '').map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
            <Fragment key={index}>
              {index > 0 ? <wbr /> : null}
              {part}
            </Fragment>
          ))}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!text}
          onClick={() => text && void copy(text)}
          aria-label={intl.formatMessage({ id: 'slot.copy' }, { label })}
        >
          <CopyIcon size={18} />
        </Button>
      </div>
    </div>
  );

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!moving}
      title={account.name}
      onRetry={() => credentials.mutate()}
    >
      <div css={css`display: grid; gap: 14px;`}>
        <div css={css`display: flex; align-items: center; gap: 12px;`}>
          {account.logo ? (
            <img
              src={safeApiUrl(account.logo) ?? undefined}
              alt=""
              width={56}
              height={56}
              css={css`border-radius: 12px;`}
            />
          ) : null}
          <dl
            css={css`
              flex: 1;
              display: grid;
              grid-template-columns: auto 1fr;
              gap: 2px 12px;
              margin: 0;
              dd {
                margin: 0;
                text-align: end;
                font-weight: 700;
                font-variant-numeric: tabular-nums;
              }
              dt {
                color: ${theme.textMuted};
              }
            `}
          >
            <dt>
              <FormattedMessage id="slot.balance" />
            </dt>
            <dd css={css`color: ${theme.accent};`}>{money.format(account.amount)}</dd>
            <dt>
              <FormattedMessage id="slot.credit" />
            </dt>
            <dd>{money.number(secondaryAmount(account))}</dd>
          </dl>
        </div>

        {active ? (
          <>
            <section
              aria-label={intl.formatMessage({ id: 'slot.credentials' })}
              css={css`
                padding: 8px 12px;
                border-radius: ${theme.radius};
                background: ${theme.surfaceAlt};
              `}
            >
              {credentials.isLoading ? (
                <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
              ) : null}
              {credentials.error && !credentials.data ? (
                <p css={row}>
                  <FormattedMessage id="slot.credentialsFailed" />
                  <Button variant="secondary" size="sm" onClick={() => void credentials.mutate()}>
                    <FormattedMessage id="ui.retry" />
                  </Button>
                </p>
              ) : null}
              {credentials.data ? (
                <>
                  {credentialRow(
                    intl.formatMessage({ id: 'slot.username' }),
                    credentials.data.username,
                  )}
                  {credentialRow(
                    intl.formatMessage({ id: 'slot.password' }),
                    credentials.data.password,
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={resetPassword.busy}
                    holdTaps={tapsHeld}
                    onClick={() => void resetPassword.run()}
                  >
                    <FormattedMessage id="slot.resetPassword" />
                  </Button>
                </>
              ) : null}
            </section>
            <AmountField
              label={<FormattedMessage id="slot.amount" values={{ unit: money.unit }} />}
              value={amountText}
              onValueChange={setAmountText}
              error={unreadable}
            />
            <div css={css`display: grid; grid-template-columns: 1fr 1fr; gap: 8px;`}>
              <Button
                variant="secondary"
                disabled={nothingToMove || play.busy}
                loading={transfer.busy}
                holdTaps={tapsHeld}
                onClick={() => void transfer.run()}
              >
                <FormattedMessage id="slot.transferOnly" />
              </Button>
              {modals.has('transfer') ? (
                // The full transfer modal on top of this one, this game as the target: other
                // sources, transfer all (docs/product.md#transfer).
                <Button
                  variant="secondary"
                  disabled={moving}
                  holdTaps={tapsHeld}
                  onClick={() => modals.open('transfer', { game: code })}
                >
                  <FormattedMessage id="home.transfer" />
                </Button>
              ) : null}
              {canPlay ? (
                <Button
                  disabled={transfer.busy}
                  loading={play.busy}
                  holdTaps={tapsHeld}
                  onClick={onPlay}
                  // Below the two transfer buttons when both are offered.
                  css={modals.has('transfer') ? css`grid-column: 1 / -1;` : undefined}
                >
                  <FormattedMessage id="slot.play" />
                </Button>
              ) : null}
            </div>
            {gameLink ? (
              <ExternalLink href={gameLink} style={appLinkCss}>
                <FormattedMessage id="slot.openGame" />
              </ExternalLink>
            ) : null}
            {account.android || account.ios ? (
              <nav
                aria-label={intl.formatMessage({ id: 'slot.apps' })}
                css={css`display: flex; gap: 8px; flex-wrap: wrap;`}
              >
                {account.android ? (
                  <ExternalLink href={safeHttpUrl(account.android)} style={appLinkCss}>
                    <FormattedMessage id="slot.android" />
                  </ExternalLink>
                ) : null}
                {account.ios ? (
                  <ExternalLink href={safeHttpUrl(account.ios)} style={appLinkCss}>
                    <FormattedMessage id="slot.ios" />
                  </ExternalLink>
                ) : null}
              </nav>
            ) : null}
          </>
        ) : (
          <>
            <p css={css`margin: 0;`}>
              <FormattedMessage id="slot.notActive" />
            </p>
            <Button block loading={activate.busy} onClick={() => void activate.run()}>
              <FormattedMessage id="slot.activate" />
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
