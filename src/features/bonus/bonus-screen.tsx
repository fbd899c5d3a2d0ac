/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bonusPaths } from '../../api';
import { useRefetch } from '../../domain/revalidate';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { ActiveBonusPanel } from './active-bonus-panel';
import { BonusCards } from './bonus-cards';
import { useBonusStatus } from './bonus-queries';
import { panelCss } from './panel-css';
import { PromotionSearch } from './promotion-search';
import { useBonusActions } from './use-bonus-actions';

/**
 * /user/bonus (docs/product.md#bonus-and-promotions): the title, then the active bonus with
 * its cancel button or, with none active, the promotion-code search; then the bonus cards.
 * Cancel, promotion activation and card activation share one lock (useBonusActions).
 */
export function BonusScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const status = useBonusStatus();
  const actions = useBonusActions();
  const { running } = actions;
  const refetch = useRefetch();

  let top: ReactNode;
  if (status.data?.status) {
    top = (
      <ActiveBonusPanel
        status={status.data}
        cancelling={running?.kind === 'cancel'}
        disabled={actions.busy}
        onCancel={() => void actions.run({ kind: 'cancel' })}
      />
    );
  } else if (status.data) {
    top = (
      <PromotionSearch
        activating={running?.kind === 'promotion'}
        disabled={actions.busy}
        onActivate={(code) => void actions.run({ kind: 'promotion', code })}
      />
    );
  } else if (status.error) {
    top = (
      <div role="alert" css={panelCss(theme)}>
        <p css={css`margin: 0; color: ${theme.danger};`}>
          <FormattedMessage id="bonus.statusFailed" />
        </p>
        <Button
          variant="secondary"
          loading={status.isValidating}
          onClick={() => void status.mutate()}
        >
          <FormattedMessage id="ui.retry" />
        </Button>
      </div>
    );
  } else {
    top = (
      <div css={[panelCss(theme), css`place-items: center;`]}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  }

  return (
    <Page title={<FormattedMessage id="bonus.title" />}>
      {/* Each part on its own (docs/architecture.md#error-boundaries). The cards read
          their list inside the boundary, so their retry fetches it afresh. */}
      <ErrorBoundary
        name={status.data?.status ? 'bonus.active.heading' : 'promotion.heading'}
        resetKey={status.data}
        onRetry={() => status.mutate()}
      >
        {top}
      </ErrorBoundary>
      <ErrorBoundary name="bonus.list" onRetry={() => refetch([bonusPaths.list])}>
        <BonusCards
          activatingCode={running?.kind === 'bonus' ? running.bonus.code : null}
          disabled={actions.busy}
          onActivate={(bonus) => void actions.run({ kind: 'bonus', bonus })}
        />
      </ErrorBoundary>
    </Page>
  );
}
