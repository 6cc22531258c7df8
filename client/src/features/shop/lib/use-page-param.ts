import { useSearchParams } from 'react-router-dom';

/** The list's 1-based page, kept in `?page=` so reloading and going back keep the place. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { preventScrollReset: false },
    );
  return [page, setPage];
}
