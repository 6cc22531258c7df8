import { Col, Row, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/use-is-mobile.ts';

/**
 * A form's Chinese and English versions of the same fields: side by side on a wide screen, in
 * two tabs on a phone. Both stay mounted, so antd's Form keeps and validates the hidden tab too.
 */
export function BilingualFields({ zh, en }: { zh: ReactNode; en: ReactNode }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Tabs
        items={[
          { key: 'zh', label: t('adminForm.inChinese'), children: zh, forceRender: true },
          { key: 'en', label: t('adminForm.inEnglish'), children: en, forceRender: true },
        ]}
      />
    );
  }
  return (
    <Row gutter={16}>
      <Col span={12}>{zh}</Col>
      <Col span={12}>{en}</Col>
    </Row>
  );
}
