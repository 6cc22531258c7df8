import { Select } from 'antd';
import { useBannerTypes } from '../api/get-banner-types.ts';

/**
 * Where a banner shows, by name. Until the types arrive the chosen id has no name, so the box
 * stays empty (with its spinner) rather than showing a bare "1".
 */
export function BannerTypeSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}) {
  const types = useBannerTypes();
  return (
    <Select
      id={id}
      loading={types.isPending}
      value={types.data ? value : undefined}
      onChange={onChange}
      options={types.data?.items.map((type) => ({ value: type.id, label: type.name }))}
    />
  );
}
