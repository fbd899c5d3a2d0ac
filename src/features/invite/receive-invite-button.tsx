import { FormattedMessage } from 'react-intl';
import { useOrderChecking } from '../../domain/money-order';
import { Button } from '../../ui/button';
import { useReceiveInviteBonus } from './use-invite-bonus';

/** The invite bonus's receive button: on the home dashboard and in the invite modal. */
export function ReceiveInviteButton() {
  const receive = useReceiveInviteBonus();
  // While a lost answer is settled by reading, the button says so instead of "Receive".
  const checking = useOrderChecking() && receive.busy;
  return (
    <Button
      size="sm"
      loading={receive.busy}
      disabled={!receive.canReceive}
      onClick={() => void receive.run()}
    >
      <FormattedMessage id={checking ? 'order.checking' : 'home.receive'} />
    </Button>
  );
}
