import { atomWithLazy } from 'jotai/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { type QrCodeActive, type QrProvider, qrcodeApi, qrcodePaths, unwrap } from '../../api';
import { useReloadWallet } from '../../domain/reload-wallet';
import { roundSatang, type Satang } from '../../domain/rules/money';
import { useWallet } from '../../domain/wallet';
import { useTimeLeft } from './use-time-left';

/** How often a shown code is read again, to notice that it was paid (docs/api.md#qr-codes). */
export const QR_POLL_MS = 3000;

/**
 * What the wallet remembers about the QR codes it has shown. It outlives a switch of
 * provider, of deposit mode and a closed deposit modal: a player who closes the modal,
 * pays from the bank app and opens it again still gets the receipt.
 */
export interface QrMemory {
  /** The main wallet, in satang, when each code was first shown (by `qrcodeId`). */
  baselines: Map<string, Satang>;
  /** Codes the player cancelled here: their going is not a payment. */
  cancelled: Set<string>;
}

export function newQrMemory(): QrMemory {
  return { baselines: new Map(), cancelled: new Set() };
}

/** Client state (one per app store); keyed by `qrcodeId`, so nothing of it is a member's. */
export const qrMemoryAtom = atomWithLazy(newQrMemory);

/**
 * `GET /api/qrcode/{provider}`, read again every `pollMs` (0: not). SWR does not poll while
 * the tab is hidden, and reads again when it shows. `pollMs` is a plain number on purpose:
 * SWR restarts its timer whenever this option changes, and a function made anew on every
 * render (the countdown renders every second) would restart it before it ever fires.
 */
export function useQrState(provider: QrProvider, pollMs = 0) {
  return useSWR(qrcodePaths.state(provider), () => unwrap(qrcodeApi.state(provider)), {
    refreshInterval: pollMs,
  });
}

/** What became of a code that went away, once the wallet was checked. */
export type QrOutcome =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'expired' }
  /** Gone before its time, and the wallet did not grow by its amount. */
  | { kind: 'invalid' }
  | { kind: 'paid'; code: QrCodeActive; at: number };

const satangOf = roundSatang;

/**
 * One provider's QR code (docs/product.md#qr-codes): the live code from
 * `GET /api/qrcode/{provider}` and the time it has left, read again every 3 s while a code
 * is shown (not while the tab is hidden: SWR's default). A code that is gone before its
 * expiry and that the player did not cancel was paid, or replaced: the wallet is reloaded,
 * and if the main wallet grew by at least the code's amount since the code was first
 * shown, the outcome is `paid`; otherwise the code is `invalid` (docs/api.md#qr-codes).
 */
export function useQrCode(provider: QrProvider, memory: QrMemory) {
  const wallet = useWallet();
  const reloadWallet = useReloadWallet();
  // Polls only while a code is on screen (set below, once the answer shows one).
  const [polling, setPolling] = useState(false);
  const state = useQrState(provider, polling ? QR_POLL_MS : 0);
  const [outcome, setOutcome] = useState<QrOutcome>({ kind: 'none' });
  /** The code on screen, kept so that its going can be noticed (the server forgets it). */
  const shown = useRef<QrCodeActive | null>(null);
  const code = state.data?.hasQrcode ? state.data : null;
  const left = useTimeLeft(code?.expireIn ?? 0);
  const live = code && left > 0 ? code : null;
  const mainWallet = wallet.data ? satangOf(wallet.data.wallet.amount) : null;

  useEffect(() => {
    setPolling(live !== null);
  }, [live]);

  // The balance a payment is measured from: the main wallet when the code first showed.
  useEffect(() => {
    if (live && mainWallet !== null && !memory.baselines.has(live.qrcodeId)) {
      memory.baselines.set(live.qrcodeId, mainWallet);
    }
  }, [live, mainWallet, memory]);

  /** A code the player saw has gone: expired, cancelled here, paid or replaced. */
  const settle = useCallback(
    async (gone: QrCodeActive) => {
      if (memory.cancelled.has(gone.qrcodeId)) return;
      if (Date.now() >= gone.expireIn) {
        setOutcome({ kind: 'expired' });
        return;
      }
      setOutcome({ kind: 'checking' });
      const baseline = memory.baselines.get(gone.qrcodeId);
      const fresh = await reloadWallet();
      const grown =
        fresh && baseline !== undefined ? satangOf(fresh.wallet.amount) - baseline : null;
      setOutcome(
        grown !== null && grown >= satangOf(gone.amount)
          ? { kind: 'paid', code: gone, at: Date.now() }
          : { kind: 'invalid' },
      );
    },
    [memory, reloadWallet],
  );

  useEffect(() => {
    const data = state.data;
    if (!data) return;
    const previous = shown.current;
    if (data.hasQrcode) {
      shown.current = data;
      if (previous?.qrcodeId !== data.qrcodeId) setOutcome({ kind: 'none' });
      return;
    }
    shown.current = null;
    if (previous) void settle(previous);
  }, [state.data, settle]);

  /**
   * After a refused cancel: the code is the player's again, and if it has gone meanwhile
   * (paid just before the cancel reached the server) its going is settled now.
   */
  const cancelRefused = useCallback(
    (code: QrCodeActive) => {
      memory.cancelled.delete(code.qrcodeId);
      if (shown.current?.qrcodeId !== code.qrcodeId) void settle(code);
    },
    [memory, settle],
  );

  return {
    /** The code to show, or null (none, expired at 00:00, or not loaded). */
    live,
    /** Milliseconds `live` has left. */
    left,
    /** A code that reached 00:00 while on screen: dropped, the provider shows none. */
    expired: code !== null && left === 0,
    outcome,
    loading: !state.data && !state.error,
    failed: Boolean(state.error) && !state.data,
    retry: () => void state.mutate(),
    cancelRefused,
  };
}
