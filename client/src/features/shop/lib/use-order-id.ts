import { useParams, useSearchParams } from 'react-router-dom';

const asId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The order named by the route (`/orderdetails/:OrderId`) or the query (`?orderId=`); 0 when missing. */
export function useOrderId(): number {
  const { OrderId } = useParams();
  const [search] = useSearchParams();
  return asId(OrderId ?? search.get('orderId'));
}
