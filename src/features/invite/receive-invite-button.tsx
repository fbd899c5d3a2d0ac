import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import { useReceiveInviteBonus } from './use-invite-bonus';

/** The invite bonus's receive button: on the home dashboard and in the invite modal. */
export function ReceiveInviteButton() {
  const receive = useReceiveInviteBonus();
  return (
    <Button
      size="sm"
      loading={receive.busy}
      disabled={!receive.canReceive}
      onClick={() => void receive.run()}
    >
      <FormattedMessage id="home.receive" />
    </Button>
  );
}
