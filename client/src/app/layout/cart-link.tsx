import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useRepeatedT } from '../../lib/i18n.ts';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { usePhotosOnTheirWayToCart } from '../../features/shop/api/add-to-cart.ts';
import { cartQueryOptions, type Cart } from '../../features/shop/api/get-cart.ts';

/**
 * Every photo the cart holds, those that can no longer be bought too (the cart page lists them), and
 * each bundle's photos.
 */
const photosIn = (cart: Cart) => {
  const singles = cart.items.flatMap((activity) => activity.groups.flatMap((group) => group.items));
  const inBundles = cart.bundles.flatMap((bundle) => bundle.photoIds);
  return {
    count: singles.length + inBundles.length,
    ids: new Set([...singles.map((item) => item.photoId), ...inBundles]),
  };
};

/**
 * The header's cart, with how many photos it holds; the cart page's own query, so both stay in step.
 * A photo being added counts at once, before the server's answer (and stops counting if it refuses).
 */
export function CartLink() {
  const t = useRepeatedT('common');
  const { data: cart } = useQuery({ ...cartQueryOptions(), select: photosIn });
  const onTheirWay = new Set(usePhotosOnTheirWayToCart().filter((photoId) => !cart?.ids.has(photoId)));
  const count = (cart?.count ?? 0) + onTheirWay.size;
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
