import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QrProvider } from '../../api';
import { Tabs } from '../../ui/tabs';
import type { DepositPanelControls } from './deposit-modal';
import { QrProviderSection } from './qr-provider-section';
import { newQrMemory } from './use-qr-code';

/**
 * Deposit by payment-provider QR code (docs/product.md#qr-codes): one section per provider
 * the deposit lookup offers (KBANK, WW, PAYTIMZ), with a provider picker when there are
 * several. The memory of the codes shown outlives a switch of provider.
 */
export function QrDepositPanel({
  providers,
  close,
  setBusy,
}: { providers: QrProvider[] } & DepositPanelControls) {
  const intl = useIntl();
  const [memory] = useState(newQrMemory);
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
    <QrProviderSection
      key={provider}
      provider={provider}
      memory={memory}
      close={close}
      setBusy={reportBusy}
    />
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
