import { Col, Form, Input, Row, Tabs } from 'antd';
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

/** A back-office row's title (`title`, required) and English title (`titleEn`). */
export function BilingualTitleFields({ maxLength }: { maxLength: number }) {
  const { t } = useTranslation();
  return (
    <BilingualFields
      zh={
        <Form.Item
          name="title"
          label={t('adminForm.titleZh')}
          rules={[{ required: true, message: t('adminForm.required') }, { max: maxLength }]}
        >
          <Input maxLength={maxLength} />
        </Form.Item>
      }
      en={
        <Form.Item name="titleEn" label={t('adminForm.titleEn')} rules={[{ max: maxLength }]}>
          <Input maxLength={maxLength} />
        </Form.Item>
      }
    />
  );
}
