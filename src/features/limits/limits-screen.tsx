/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { useFeatures } from '../../domain/features';
import { hasLimitFeature } from '../../domain/limits';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { DepositLimitsSection } from './deposit-limits-section';
import { RealityCheckSection } from './reality-check-section';
import { SelfExclusionSection } from './self-exclusion-section';

/**
 * /user/limits, "Play within limits" (docs/product.md#play-within-limits): the controls the
 * backend announces, each with one sentence on what it does. Reached from the profile; a
 * backend with none of them has no such screen (back to the profile).
 */
export function LimitsScreen() {
  const intl = useIntl();
  const features = useFeatures();
  if (!features) {
    return (
      <div css={css`display: grid; place-items: center; min-height: 420px;`}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  }
  if (!hasLimitFeature(features)) return <Redirect to="/profile" replace />;
  return (
    <Page title={<FormattedMessage id="limits.title" />}>
      {features.has('depositLimits') ? (
        <ErrorBoundary name="limits.deposit.title">
          <DepositLimitsSection />
        </ErrorBoundary>
      ) : null}
      {features.has('realityCheck') ? (
        <ErrorBoundary name="limits.reality.title">
          <RealityCheckSection />
        </ErrorBoundary>
      ) : null}
      {features.has('selfExclusion') ? (
        <ErrorBoundary name="limits.break.title">
          <SelfExclusionSection />
        </ErrorBoundary>
      ) : null}
    </Page>
  );
}
