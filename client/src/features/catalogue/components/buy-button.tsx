import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { GlyphIcon } from '../../../components/ui/glyph-icon.tsx';
import { SmallPrimaryButton } from '../../../components/ui/small-buttons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useAskLogin } from '../lib/use-ask-login.ts';
import { useAddToCart, type PhotoState } from '../api/member-actions.ts';
import { useRepeatedT } from '../../../lib/i18n.ts';

interface BuyButtonProps {
  photoId: number;
  /** What the member already has of the photo (none: it can be added to the cart). */
  state: PhotoState | undefined;
  /** The member's states are still being asked: no button that might be refused. */
  loading: boolean;
  /** In a grid tile: small buttons and a short tag. */
  compact?: boolean;
}

/**
 * The photo's buy action as the member stands: 「已購買」 with the download, 「待付款」 with the
 * order to pay, 「已在購物車」 with the cart, or 加入購物車 (guests are sent to log in and back).
 */
export function BuyButton({ photoId, state, loading, compact = false }: BuyButtonProps) {
  const t = useRepeatedT('catalogue');
  const session = useSession();
  const askLogin = useAskLogin();
  const addToCart = useAddToCart();
  const size = compact ? 'small' : 'large';

  if (state) {
    const { tag, color, action } = {
      bought: {
        tag: t('buy.bought'),
        color: 'success',
        action: (
          <DownloadButton what={{ photoId }} size={size} type="link">
            {t('buy.download')}
          </DownloadButton>
        ),
      },
      pending: {
        tag: t('buy.pending'),
        color: 'warning',
        action: <Link to={`/checkout/ECPay?orderId=${state.orderId}`}>{t('buy.pay')}</Link>,
      },
      inCart: { tag: t('buy.inCart'), color: 'processing', action: <Link to="/checkout">{t('photo.goToCart')}</Link> },
    }[state.state];
    return (
      <span className={`buy-state${compact ? ' compact' : ''}`} data-state={state.state}>
        <Tag color={color}>{tag}</Tag>
        {action}
      </span>
    );
  }

  const onAddToCart = () => {
    if (!session) return askLogin();
    addToCart.mutate([photoId], {
      onSuccess: (result) => {
        // The server says per photo whether it went in, and why not (bought meanwhile, hidden…).
        const outcome = result.items.find((item) => item.photoId === photoId);
        if (outcome?.status === 'added') notify.success(outcome.message || t('photo.addedToCart'));
        else notify.warning(outcome?.message ?? t('photo.notAdded'));
      },
    });
  };
  const icon = <GlyphIcon name="shopping-cart" />;
  // On a tile, drawn as plain markup unless it shows a wait (forty of them on a page of results).
  if (compact && !loading && !addToCart.isPending) {
    return (
      <SmallPrimaryButton icon={icon} label={t('buy.addToCartOf', { id: photoId })} onClick={onAddToCart}>
        {t('photo.addToCart')}
      </SmallPrimaryButton>
    );
  }
  return (
    <Button
      type="primary"
      size={size}
      icon={icon}
      loading={loading || addToCart.isPending}
      disabled={loading}
      onClick={onAddToCart}
      aria-label={compact ? t('buy.addToCartOf', { id: photoId }) : undefined}
    >
      {t('photo.addToCart')}
    </Button>
  );
}
