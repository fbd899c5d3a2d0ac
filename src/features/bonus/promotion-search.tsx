/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Promotion, promotionApi, promotionCode } from '../../api';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { panelCss } from './panel-css';

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; promotion: Promotion }
  | { state: 'notFound' }
  | { state: 'failed'; message: string };

/**
 * The promotion code (docs/product.md#bonus-and-promotions), shown while no bonus is
 * active: typed in capitals, required, looked up with GET /api/promotion/find/{CODE}
 * ("searching" meanwhile, then the promotion or "promotion not found"), then activated by
 * the caller's money action. A failed search keeps the code typed.
 */
export function PromotionSearch({
  onActivate,
  activating,
  disabled,
}: {
  onActivate: (code: string) => void;
  activating: boolean;
  disabled: boolean;
}) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const errorText = useErrorText();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  // The code the shown result belongs to: typing another one hides a stale result.
  const searched = useRef('');

  const find = useAction(async () => {
    const wanted = promotionCode(code);
    if (!wanted) {
      setRequired(true);
      return;
    }
    searched.current = wanted;
    setSearch({ state: 'searching' });
    const result = await promotionApi.find(wanted);
    if (searched.current !== wanted) return;
    if (!result.ok) setSearch({ state: 'failed', message: errorText(result.error) });
    else if (result.data) setSearch({ state: 'found', promotion: result.data });
    else setSearch({ state: 'notFound' });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void find.run();
  };

  return (
    <section aria-labelledby={headingId} css={panelCss(theme)}>
      <h2 id={headingId} css={css`margin: 0; font-size: 16px;`}>
        <FormattedMessage id="promotion.heading" />
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <Field
          label={<FormattedMessage id="promotion.code" />}
          name="promotionCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          value={code}
          error={required ? <FormattedMessage id="promotion.required" /> : undefined}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setRequired(false);
            searched.current = '';
            setSearch({ state: 'idle' });
          }}
          trailing={
            <Button type="submit" variant="secondary" loading={find.busy}>
              <FormattedMessage id="promotion.search" />
            </Button>
          }
        />
      </form>
      <div aria-live="polite">
        {search.state === 'searching' ? (
          <p css={css`margin: 0; display: flex; gap: 8px; align-items: center;`}>
            <Spinner />
            <FormattedMessage id="promotion.searching" />
          </p>
        ) : null}
        {search.state === 'notFound' ? (
          <p css={css`margin: 0; color: ${theme.warning}; font-weight: 600;`}>
            <FormattedMessage id="promotion.notFound" />
          </p>
        ) : null}
        {search.state === 'failed' ? (
          <p css={css`margin: 0; color: ${theme.danger}; font-weight: 600;`}>{search.message}</p>
        ) : null}
      </div>
      {search.state === 'found' ? (
        <article
          aria-label={search.promotion.code}
          css={css`
            display: grid;
            gap: 8px;
            padding: 12px;
            border-radius: ${theme.radius};
            background: ${theme.surfaceAlt};
          `}
        >
          <SafeHtml html={search.promotion.description} />
          <p css={css`margin: 0; color: ${theme.textMuted}; font-size: 14px;`}>
            {intl.formatMessage(
              { id: 'promotion.threshold' },
              { amount: money.format(search.promotion.percentFail) },
            )}
          </p>
          <Button
            block
            loading={activating}
            disabled={disabled && !activating}
            onClick={() => onActivate(search.promotion.code)}
          >
            <FormattedMessage id="promotion.activate" />
          </Button>
        </article>
      ) : null}
    </section>
  );
}
