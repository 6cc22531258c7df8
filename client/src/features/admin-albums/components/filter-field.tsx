import { Space } from 'antd';
import type { ReactNode } from 'react';

/** A filter with its name beside it: a number, or a picker whose placeholder only says to search. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Space.Compact>
      <Space.Addon>{label}</Space.Addon>
      {children}
    </Space.Compact>
  );
}
