/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { qrPngBlob } from '../../lib/qr-png';
import { canShareFile, downloadBlob, shareFile } from '../../lib/save-file';
import { Button } from '../../ui/button';
import { QrCard } from '../../ui/qr-image';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { useCopy } from '../../ui/use-copy';

/**
 * The side of the code on screen, in css px: 216 with its card's quiet zone, the space
 * invite-modal.tsx keeps while this chunk arrives.
 */
const QR_SIZE = 184;
const FILE_NAME = 'invite-qr.png';

/**
 * The invite link as a QR code a friend scans with their phone's camera
 * (docs/product.md#invite-and-refund), with "save" (a PNG for the gallery, drawn from the
 * code on screen) and "share": the phone's share sheet with the code and the link where it
 * takes files, the link alone where it takes no files, and a copy of the link where there is
 * no share sheet. Its own chunk, loaded when the invite modal opens.
 */
export function InviteQr({ link }: { link: string }) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const toast = useToast();
  const copy = useCopy();
  const code = useRef<SVGSVGElement>(null);
  const markup = () => {
    if (!code.current) throw new Error('no QR code on screen');
    return new XMLSerializer().serializeToString(code.current);
  };

  const save = useAction(async () => {
    try {
      downloadBlob(await qrPngBlob(markup()), FILE_NAME);
      toast.success(intl.formatMessage({ id: 'invite.qr.saved' }));
    } catch {
      toast.danger(intl.formatMessage({ id: 'invite.qr.saveFailed' }));
    }
  });

  const share = useAction(async () => {
    const title = brand.appName;
    const text = intl.formatMessage({ id: 'invite.shareText' }, { appName: brand.appName });
    if (canShareFile(new File([], FILE_NAME, { type: 'image/png' }))) {
      try {
        const file = new File([await qrPngBlob(markup())], FILE_NAME, { type: 'image/png' });
        // The link goes in the text: with files, some apps keep the text and drop the url.
        await shareFile(file, { title, text: `${text}\n${link}` });
        return;
      } catch {
        // No image to share: the link alone, below.
      }
    }
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, text, url: link }).catch(() => {
        // The player closed the share sheet: nothing to say.
      });
      return;
    }
    await copy(link);
  });

  return (
    <div css={css`display: grid; gap: 12px; justify-items: center;`}>
      <QrCard>
        <QRCodeSVG
          ref={code}
          value={link}
          size={QR_SIZE}
          level="M"
          role="img"
          aria-label={intl.formatMessage({ id: 'invite.qr.image' })}
        />
      </QrCard>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted}; text-align: center;`}>
        <FormattedMessage id="invite.qr.hint" />
      </p>
      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: 8px;
          width: 100%;
        `}
      >
        <Button variant="secondary" loading={save.busy} onClick={() => void save.run()}>
          <FormattedMessage id="invite.qr.save" />
        </Button>
        <Button variant="secondary" loading={share.busy} onClick={() => void share.run()}>
          <FormattedMessage id="invite.share" />
        </Button>
      </div>
    </div>
  );
}
