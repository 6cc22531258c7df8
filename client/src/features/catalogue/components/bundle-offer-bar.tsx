import { Alert, Button } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { formatNtd } from '../../../lib/money.ts';
import { useAddBundle, useBundleOffer, type BundleSearch } from '../api/bundle-offer.ts';

/** Above a bib's or selfie's results: all the member's photos at the activity's bundle price, when it is offered. */
export function BundleOfferBar({ activityId, search }: { activityId: number; search: BundleSearch }) {
  const t = useRepeatedT('catalogue');
  const session = useSession();
  const offer = useBundleOffer(activityId, search, session !== null);
  const add = useAddBundle();
  if (!offer.data) return null;
  const { photoCount, price, singlesTotal } = offer.data;
  return (
    <Alert
      className="bundle-offer-bar"
      type={add.isSuccess ? 'success' : 'info'}
      showIcon
      title={add.isSuccess ? t('bundle.added') : t('bundle.offerHint')}
      description={add.error ? add.error.message : undefined}
      action={
        add.isSuccess ? (
          <Link to="/checkout">
            <Button type="primary">{t('bundle.toCart')}</Button>
          </Link>
        ) : (
          <Button type="primary" loading={add.isPending} onClick={() => add.mutate({ activityId, ...search })}>
            {t('bundle.offer', {
              count: photoCount,
              price: formatNtd(price),
              saving: formatNtd(singlesTotal - price),
            })}
          </Button>
        )
      }
    />
  );
}
