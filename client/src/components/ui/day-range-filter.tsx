import { DatePicker } from 'antd';
import dayjs from 'dayjs';

// A filter of Taipei days (YYYY-MM-DD, as the server's dateFrom/dateTo take them), either end open.

const DAY = 'YYYY-MM-DD';

/** A day from the address, or undefined when it is not one. */
export const dayParam = (value: string | null) => (value && dayjs(value, DAY, true).isValid() ? value : undefined);

// A type, not an interface: it passes as the Record a page's setFilters takes.
export type DayRange = { dateFrom?: string; dateTo?: string };

export function DayRangeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      allowEmpty={[true, true]}
      value={[value.dateFrom ? dayjs(value.dateFrom) : null, value.dateTo ? dayjs(value.dateTo) : null]}
      onChange={(range) =>
        onChange({ dateFrom: range?.[0]?.format(DAY) ?? undefined, dateTo: range?.[1]?.format(DAY) ?? undefined })
      }
    />
  );
}
