import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { cartQueryOptions, type Cart } from '../../features/shop/api/get-cart.ts';

/**
 * Every photo the cart holds, those that can no longer be bought too (the cart page lists them), and
 * each bundle's photos.
 */
const photosIn = (cart: Cart) =>
  cart.items.reduce((sum, activity) => sum + activity.groups.reduce((n, group) => n + group.items.length, 0), 0) +
  cart.bundles.reduce((sum, bundle) => sum + bundle.photoIds.length, 0);

/** The header's cart, with how many photos it holds; the cart page's own query, so both stay in step. */
export function CartLink() {
  const { t } = useTranslation();
  const { data: count = 0 } = useQuery({ ...cartQueryOptions(), select: photosIn });
  return (
    <ButtonLink
      to="/checkout"
      type="text"
      className="cart-link"
      icon={<ShoppingCartOutlined />}
      aria-label={count ? t('nav.cartWithCount', { count }) : t('nav.cart')}
    >
      {count > 0 && (
        <span className="cart-count" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ButtonLink>
  );
}
