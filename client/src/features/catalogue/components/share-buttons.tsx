import { FacebookFilled, LinkOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useOrigin } from '../../../lib/render-environment.ts';

/** Where LINE and Facebook take a link to share (their public share pages, no app keys needed). */
export const lineShareUrl = (url: string) =>
  `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`;
export const facebookShareUrl = (url: string) =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

const unchanging = () => () => undefined;

/** Whether the phone has its own share sheet: not known on a server, nor while hydrating its HTML. */
function useCanShareNatively(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/**
 * Sharing a page: LINE, Facebook, copy link, and the phone's own share sheet where there is one.
 * The server gives the shared address its preview card (docs/decisions/046).
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const t = useRepeatedT('catalogue');
  const url = `${useOrigin()}${path}`;
  // Without the clipboard (an old browser, a page not served over HTTPS) the link is shown to copy by hand.
  const [showLink, setShowLink] = useState(false);
  const canShareNatively = useCanShareNatively();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('share.copied'));
    } catch {
      setShowLink(true);
    }
  };

  const shareNatively = () =>
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShowLink(true);
    });

  return (
    <div className="share-buttons" role="group" aria-label={t('share.label')}>
      <Typography.Text type="secondary">{t('share.label')}</Typography.Text>
      <Button
        className="share-line"
        href={lineShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('share.line')}
      >
        LINE
      </Button>
      <Button
        icon={<FacebookFilled />}
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('share.facebook')}
      >
        Facebook
      </Button>
      <Button icon={<LinkOutlined />} onClick={() => void copy()}>
        {t('share.copy')}
      </Button>
      {canShareNatively && (
        <Button icon={<ShareAltOutlined />} onClick={() => void shareNatively()}>
          {t('share.more')}
        </Button>
      )}
      {showLink && (
        <div className="share-link">
          <Typography.Text type="secondary">{t('share.copyByHand')}</Typography.Text>
          <Input
            readOnly
            value={url}
            aria-label={t('share.link')}
            autoFocus
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </div>
  );
}
