import { CameraOutlined, CreditCardOutlined, NumberOutlined, SmileOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../catalogue.css';

const TOPICS: { key: string; icon: ReactNode }[] = [
  { key: 'bib', icon: <NumberOutlined /> },
  { key: 'face', icon: <SmileOutlined /> },
  { key: 'buy', icon: <CreditCardOutlined /> },
  { key: 'photographers', icon: <CameraOutlined /> },
];

/** /information: the site guide (no floating buttons here: the route table says so). */
export default function GuidePage() {
  const { t } = useTranslation('catalogue');
  return (
    <article className="catalogue-page guide-page">
      <Typography.Title level={1}>{t('guide.title')}</Typography.Title>
      <Typography.Paragraph className="guide-intro">{t('guide.intro')}</Typography.Paragraph>
      <nav className="guide-toc" aria-label={t('guide.contents')}>
        {TOPICS.map(({ key, icon }) => (
          <a key={key} href={`#guide-${key}`}>
            {icon} {t(`guide.${key}.title`)}
          </a>
        ))}
      </nav>
      {TOPICS.map(({ key, icon }) => (
        <section key={key} id={`guide-${key}`} className="guide-topic" aria-label={t(`guide.${key}.title`)}>
          <Typography.Title level={2}>
            {icon} {t(`guide.${key}.title`)}
          </Typography.Title>
          <ol>
            {(t(`guide.${key}.steps`, { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <Typography.Paragraph>
        {t('guide.more')} <Link to="/contactus">{t('guide.contact')}</Link>
      </Typography.Paragraph>
    </article>
  );
}
