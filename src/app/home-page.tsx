import { AgreementPrompt } from '../features/agreement/agreement-prompt';
import { GameAccounts } from '../features/games/game-accounts';
import { HomeScreen } from '../features/home/home-screen';
import { InviteWidget } from '../features/invite/invite-widget';
import { ReceiveInviteButton } from '../features/invite/receive-invite-button';
import { RefundWidget } from '../features/refund/refund-widget';

/**
 * /user/home: the home feature's dashboard with the parts other features own (game
 * accounts, invite, refund, the agreement). Composed here so features never import each
 * other (docs/architecture.md#import-rules).
 */
export default function HomePage() {
  return (
    <>
      <HomeScreen
        GameAccounts={GameAccounts}
        inviteBonusAction={<ReceiveInviteButton />}
        inviteWidget={<InviteWidget />}
        refundWidget={<RefundWidget />}
      />
      <AgreementPrompt />
    </>
  );
}
