import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useAskLogin } from '../lib/use-ask-login.ts';
import { useFavoriteIds, useMyPhotoStates, useToggleFavorite } from '../api/member-actions.ts';
import { BuyButton } from './buy-button.tsx';

/** Buying and favourite on a photo page; guests are sent to log in and brought back here. */
export function PhotoActions({ photoId }: { photoId: number }) {
  const t = useRepeatedT('catalogue');
  const session = useSession();
  const askLogin = useAskLogin();
  const favourites = useFavoriteIds();
  const toggle = useToggleFavorite();
  const { states, loading } = useMyPhotoStates([photoId]);
  const isFavourite = favourites.data?.photoIds.includes(photoId) ?? false;

  const onFavourite = () => {
    if (!session) return askLogin();
    toggle.mutate(
      { photoId, favourite: !isFavourite },
      { onSuccess: () => notify.success(isFavourite ? t('photo.unfavourited') : t('photo.favourited')) },
    );
  };

  return (
    <div className="photo-actions">
      <BuyButton photoId={photoId} state={states?.get(photoId)} loading={loading} />
      <Button
        size="large"
        icon={isFavourite ? <HeartFilled className="favourite-on" /> : <HeartOutlined />}
        loading={toggle.isPending}
        aria-pressed={isFavourite}
        onClick={onFavourite}
      >
        {isFavourite ? t('photo.favourite') : t('photo.addFavourite')}
      </Button>
    </div>
  );
}
