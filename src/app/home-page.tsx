import { AgreementPrompt } from '../features/agreement/agreement-prompt';
import { GameAccounts } from '../features/games/game-accounts';
import { HomeScreen } from '../features/home/home-screen';
import { InviteWidget } from '../features/invite/invite-widget';
import { ReceiveInviteButton } from '../features/invite/receive-invite-button';
import { RefundWidget } from '../features/refund/refund-widget';
import type { WithTexts } from '../ui/lazy-with-texts';
import { withMessages } from './with-messages';

// The game account modal's texts are in the transfer part (src/app/message-parts.ts).
const withSlotTexts: WithTexts = (module) => withMessages(module, ['transfer']);
// The invite and refund modals' texts (the `rewards` part) come with the modals.
const withRewardTexts: WithTexts = (module) => withMessages(module, ['rewards']);

function HomeGameAccounts({ stale }: { stale: boolean }) {
  return <GameAccounts stale={stale} withTexts={withSlotTexts} />;
}

/**
 * /user/home: the home feature's dashboard with the parts other features own (game
 * accounts, invite, refund, the agreement). Composed here so features never import each
 * other (docs/architecture.md#import-rules).
 */
export default function HomePage() {
  return (
    <>
      <HomeScreen
        GameAccounts={HomeGameAccounts}
        inviteBonusAction={<ReceiveInviteButton />}
        inviteWidget={<InviteWidget withTexts={withRewardTexts} />}
        refundWidget={<RefundWidget withTexts={withRewardTexts} />}
      />
      <AgreementPrompt />
    </>
  );
}
