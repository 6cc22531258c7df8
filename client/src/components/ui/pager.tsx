import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useRepeatedT } from '../../lib/i18n.ts';
import './pager.css';

/** The page numbers shown: the first, the last and those next to the current one; null marks a gap. */
export function pagerItems(current: number, pages: number): Array<number | null> {
  const items: Array<number | null> = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page === 1 || page === pages || Math.abs(page - current) <= 1) items.push(page);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}

/**
 * The page numbers under a list fetched a page at a time (`page` is 1-based), drawn like antd's
 * Pagination without its weight (it brings Select and Tooltip along, too much for the home page).
 * Hidden when everything fits on one page.
 */
export function Pager({
  page: current,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const t = useRepeatedT('common');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="pager-item"
        aria-label={t('pager.previous')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        <LeftOutlined />
      </button>
      {pagerItems(current, pages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="pager-gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={page === current ? 'pager-item pager-item-active' : 'pager-item'}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-item"
        aria-label={t('pager.next')}
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        <RightOutlined />
      </button>
    </nav>
  );
}
