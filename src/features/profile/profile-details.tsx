/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileResult } from '../../api';
import { useBankName } from '../../domain/bank-name';
import { useBrand } from '../../domain/brand';
import { formatDateTime } from '../../lib/format';
import { formatAccountNo, shortId } from '../../lib/format-details';
import { Button } from '../../ui/button';
import { CopyIcon } from '../../ui/icons';
import { useTheme } from '../../ui/theme';
import { useCopy } from '../../ui/use-copy';

function Row({
  label,
  children,
  action,
}: {
  label: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const theme = useTheme();
  // dt and dd only inside the group (a valid description list); the edit button lives in
  // the dd, beside the value.
  return (
    <div
      css={css`
        display: grid;
        gap: 2px;
        min-height: 64px;
        padding: 8px 0;
        border-bottom: 1px solid ${theme.border};
      `}
    >
      <dt css={css`font-size: 13px; color: ${theme.textMuted};`}>{label}</dt>
      <dd
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
          margin: 0;
          font-weight: 600;
        `}
      >
        <span css={css`overflow-wrap: break-word; min-width: 0;`}>{children}</span>
        {action}
      </dd>
    </div>
  );
}

/**
 * The profile's fields (docs/product.md#profile): name, id (short, with a copy button), created (DD/MM/YYYY HH:mm:ss),
 * username (read only), bank account name, bank (its name in the reader's language, src/domain/bank-name.ts) and account number
 * (read only, 3-3-rest for exactly 10 digits). Server values are shown as text.
 */
export function ProfileDetails({
  profile: { profile, bankAccount },
  onEditName,
  onEditBankName,
}: {
  profile: ProfileResult;
  onEditName: () => void;
  /** Absent when this build has no bank-name modal: the edit is then not offered. */
  onEditBankName?: () => void;
}) {
  const intl = useIntl();
  const { timeZone } = useBrand();
  const bankName = useBankName();
  const copy = useCopy();
  // "Edit" on screen, the whole "Edit name" for screen readers (it contains what is seen).
  const edit = (labelId: string, onClick: () => void) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={intl.formatMessage({ id: labelId })}
      onClick={onClick}
      css={css`flex: none; min-height: 44px;`}
    >
      <FormattedMessage id="profile.edit" />
    </Button>
  );
  return (
    <dl css={css`margin: 0;`}>
      <Row
        label={<FormattedMessage id="profile.name" />}
        action={edit('profile.editName', onEditName)}
      >
        {profile.name}
      </Row>
      <Row
        label={<FormattedMessage id="profile.id" />}
        action={
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'profile.copyId' })}
            onClick={() => void copy(profile._id)}
            css={css`flex: none; min-height: 44px;`}
          >
            <CopyIcon size={16} />
            <FormattedMessage id="profile.copy" />
          </Button>
        }
      >
        {/* Short on screen; the whole id in the title and on the clipboard. */}
        <span title={profile._id}>{shortId(profile._id)}</span>
      </Row>
      <Row label={<FormattedMessage id="profile.created" />}>
        {formatDateTime(profile.createdAt, timeZone)}
      </Row>
      <Row label={<FormattedMessage id="profile.username" />}>{profile.username}</Row>
      <Row
        label={<FormattedMessage id="profile.bankAccountName" />}
        action={onEditBankName ? edit('profile.editBankName', onEditBankName) : undefined}
      >
        {bankAccount.bankAccountName}
      </Row>
      <Row label={<FormattedMessage id="profile.bank" />}>{bankName(bankAccount.bank)}</Row>
      <Row label={<FormattedMessage id="profile.accountNo" />}>
        {formatAccountNo(bankAccount.bankAccountNo)}
      </Row>
    </dl>
  );
}
