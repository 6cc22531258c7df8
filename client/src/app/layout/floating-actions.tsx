import { HomeOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../lib/navigation.ts';

/** TOP appears after 20 px of scrolling (spec §2). */
export const BACK_TOP_AFTER_PX = 20;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

// antd's FloatButton would do, but it brings tooltips, badges and form code into the first page.
export function FloatingActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showTop = useScrolledPast(BACK_TOP_AFTER_PX);
  // On the home page the button leads nowhere, and on a phone it would sit over the page's links.
  const atHome = ['/', HOME_PATH].includes(useLocation().pathname.toLowerCase());
  return (
    <div className="floating-actions">
      {showTop && (
        <Button
          shape="circle"
          size="large"
          icon={<VerticalAlignTopOutlined />}
          aria-label={t('nav.backToTop')}
          title={t('nav.backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
      {!atHome && (
        <Button
          shape="circle"
          size="large"
          icon={<HomeOutlined />}
          aria-label={t('nav.goHome')}
          title={t('nav.goHome')}
          onClick={() => void navigate(HOME_PATH)}
        />
      )}
    </div>
  );
}
