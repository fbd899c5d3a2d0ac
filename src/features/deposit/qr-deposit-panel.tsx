import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QrProvider } from '../../api';
import { Tabs } from '../../ui/tabs';
import type { DepositPanelControls } from './deposit-modal';
import { QrProviderSection } from './qr-provider-section';
import { qrMemoryAtom, useQrState } from './use-qr-code';

/**
 * Keeps one provider's state loaded while the panel is open, so that creating a code for
 * one provider reloads the others (useMutations().createQr reloads the states on screen):
 * a provider picked later never shows a code the server has already cancelled.
 */
function QrStateReader({ provider }: { provider: QrProvider }) {
  useQrState(provider);
  return null;
}

/**
 * Deposit by payment-provider QR code (docs/product.md#qr-codes): one section per provider
 * the deposit lookup offers (KBANK, WW, PAYTIMZ), with a provider picker when there are
 * several.
 */
export function QrDepositPanel({
  providers,
  close,
  setBusy,
}: { providers: QrProvider[] } & DepositPanelControls) {
  const intl = useIntl();
  const memory = useAtomValue(qrMemoryAtom);
  const [chosen, setChosen] = useState<QrProvider | null>(null);
  const [busy, setLocalBusy] = useState(false);
  const provider = chosen && providers.includes(chosen) ? chosen : providers[0];
  const reportBusy = useCallback(
    (value: boolean) => {
      setLocalBusy(value);
      setBusy(value);
    },
    [setBusy],
  );
  if (!provider) return null;
  const section = (
    <>
      {providers.map((key) => (
        <QrStateReader key={key} provider={key} />
      ))}
      <QrProviderSection
        key={provider}
        provider={provider}
        memory={memory}
        close={close}
        setBusy={reportBusy}
      />
    </>
  );
  if (providers.length < 2) return section;
  return (
    <Tabs
      label={intl.formatMessage({ id: 'deposit.qr.providers' })}
      tabs={providers.map((key) => ({
        key,
        label: intl.formatMessage({ id: 'deposit.qr.provider' }, { provider: key }),
      }))}
      selected={provider}
      onSelect={busy ? () => {} : setChosen}
    >
      {section}
    </Tabs>
  );
}
