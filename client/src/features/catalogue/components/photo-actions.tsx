import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginUrl, pathWithSearch } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddToCart, useFavoriteIds, useToggleFavorite } from '../api/member-actions.ts';

/** Favourite and add-to-cart on a photo page; guests are sent to log in and brought back here. */
export function PhotoActions({ photoId }: { photoId: number }) {
  const { t } = useTranslation('catalogue');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const favourites = useFavoriteIds();
  const toggle = useToggleFavorite();
  const addToCart = useAddToCart();
  const isFavourite = favourites.data?.photoIds.includes(photoId) ?? false;

  const askLogin = () => {
    notify.info(t('photo.loginFirst'));
    void navigate(loginUrl(pathWithSearch(location)));
  };

  const onFavourite = () => {
    if (!session) return askLogin();
    toggle.mutate(
      { photoId, favourite: !isFavourite },
      { onSuccess: () => notify.success(isFavourite ? t('photo.unfavourited') : t('photo.favourited')) },
    );
  };

  const onAddToCart = () => {
    if (!session) return askLogin();
    addToCart.mutate(photoId, {
      onSuccess: (result) => {
        // The server says per photo whether it went in, and why not (already bought, already there…).
        const outcome = result.items.find((item) => item.photoId === photoId);
        if (outcome?.status === 'added') notify.success(outcome.message || t('photo.addedToCart'));
        else notify.warning(outcome?.message ?? t('photo.notAdded'));
      },
    });
  };

  return (
    <div className="photo-actions">
      <Button
        type="primary"
        size="large"
        icon={<ShoppingCartOutlined />}
        loading={addToCart.isPending}
        onClick={onAddToCart}
      >
        {t('photo.addToCart')}
      </Button>
      <Button
        size="large"
        icon={isFavourite ? <HeartFilled className="favourite-on" /> : <HeartOutlined />}
        loading={toggle.isPending}
        aria-pressed={isFavourite}
        onClick={onFavourite}
      >
        {isFavourite ? t('photo.favourite') : t('photo.addFavourite')}
      </Button>
      {session && <Link to="/checkout">{t('photo.goToCart')}</Link>}
    </div>
  );
}
