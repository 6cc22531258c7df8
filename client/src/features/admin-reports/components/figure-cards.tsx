import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNtd } from '../../../lib/money.ts';
import type { Figures } from '../api/reports.ts';

/**
 * The range's totals: what buyers paid (gross), what was kept (net), how it splits between the
 * platform and photographers, and what was given back.
 */
export function FigureCards({ totals }: { totals: Figures }) {
  const { t } = useTranslation('admin-reports');
  const cards: { key: keyof Figures; money: boolean; note?: string }[] = [
    { key: 'gross', money: true },
    { key: 'revenue', money: true },
    { key: 'orders', money: false },
    { key: 'photosSold', money: false },
    { key: 'averageOrderValue', money: true },
    { key: 'platformFee', money: true },
    { key: 'photographerShares', money: true },
    { key: 'refunds', money: true, note: t('refundedItems', { count: totals.refundedItems }) },
  ];
  return (
    <section className="reports-cards" aria-label={t('totals')}>
      {cards.map(({ key, money, note }) => (
        <Card size="small" key={key}>
          <Statistic
            title={t(`figure.${key}`)}
            value={money ? formatNtd(totals[key]) : totals[key].toLocaleString('en-US')}
          />
          {note && <div className="ant-typography ant-typography-secondary">{note}</div>}
        </Card>
      ))}
    </section>
  );
}
