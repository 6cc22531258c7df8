import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import type { IncomeFigures as Figures } from '../api/income.ts';

/**
 * The money columns of the list and the figures of the details page, in the same order: gross and
 * net side by side, labelled so; shares and fees are of the photos kept, so shares − paid out +
 * adjustments is the balance (the shares taken back by refunds stay in the API and the ledger).
 */
export const FIGURE_NAMES = ['gross', 'refunds', 'net', 'shares', 'fees', 'paidOut', 'adjustments', 'balance'] as const;

export function IncomeFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('admin-income');
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
      <Descriptions.Item label={t('figure.salesCount')}>{figures.salesCount}</Descriptions.Item>
      {FIGURE_NAMES.map((name) => (
        <Descriptions.Item key={name} label={t(`figure.${name}`)}>
          <span className={figures[name] < 0 ? 'income-negative' : undefined}>{formatNtd(figures[name])}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
