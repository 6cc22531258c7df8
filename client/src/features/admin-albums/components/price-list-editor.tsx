import { PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PRICE_MIN = 1;
export const PRICE_MAX = 100_000;

/**
 * The price list as removable tags with a number box to add one; kept sorted and without repeats.
 * antd-Form compatible (`value` / `onChange`).
 */
export function PriceListEditor({ value = [], onChange }: { value?: number[]; onChange?: (prices: number[]) => void }) {
  const { t } = useTranslation('admin-albums');
  const [draft, setDraft] = useState<number | null>(null);

  function add() {
    if (draft === null || value.includes(draft)) return setDraft(null);
    onChange?.([...value, draft].sort((a, b) => a - b));
    setDraft(null);
  }

  return (
    <div>
      <div className="price-list-tags">
        {value.map((price) => (
          <Tag
            key={price}
            closable
            closeIcon={<span aria-label={t('settings.removePrice', { price })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              onChange?.(value.filter((p) => p !== price));
            }}
          >
            NT$ {price}
          </Tag>
        ))}
      </div>
      <Space.Compact>
        <InputNumber
          aria-label={t('settings.newPrice')}
          min={PRICE_MIN}
          max={PRICE_MAX}
          precision={0}
          value={draft}
          onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('settings.addPrice')}
        </Button>
      </Space.Compact>
    </div>
  );
}
