import { HomeOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRepeatedT } from '../../lib/i18n.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../lib/navigation.ts';
import { coversContent } from './covered-content.ts';

/** TOP appears after 20 px of scrolling (spec §2). */
export const BACK_TOP_AFTER_PX = 20;

function useScrolledPast(px: number): boolean {
  // Not scrolled on the first render, as a server renders it; the effect reads the scroll at once.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * Whether the buttons of `group` lie over something to press or read (e.g. a phone's ZIP or
 * 加入購物車 button, or a figure of the earnings table): then they step aside until scrolling moves
 * it away. Checked when the page scrolls, resizes or changes.
 */
function useCoversContent(group: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = group.current;
      if (element) setCovers(coversContent(element, element.querySelectorAll('button')));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [group]);
  return covers;
}

// antd's FloatButton would do, but it brings tooltips, badges and form code into the first page.
export function FloatingActions() {
  const t = useRepeatedT('common');
  const navigate = useNavigate();
  const showTop = useScrolledPast(BACK_TOP_AFTER_PX);
  // On the home page the button leads nowhere, and on a phone it would sit over the page's links.
  const atHome = ['/', HOME_PATH].includes(useLocation().pathname.toLowerCase());
  const group = useRef<HTMLDivElement>(null);
  const stepAside = useCoversContent(group);
  return (
    <div ref={group} className={stepAside ? 'floating-actions floating-actions-aside' : 'floating-actions'}>
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
