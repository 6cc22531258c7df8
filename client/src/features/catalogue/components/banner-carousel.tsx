import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import { isSiteLink, isSitePath } from '../../../lib/site-link.ts';
import { useHomeBanners, type Banner } from '../api/banners.ts';
import { PAGE_WIDTH_SIZES } from '../lib/image-sizes.ts';

export const BANNER_INTERVAL_MS = 5000;
/** How long before the carousel moves on the next slide's picture is asked for (~10 kB on a phone). */
export const NEXT_SLIDE_LEAD_MS = 2000;

/** `wanted`: its turn is near, so its picture is fetched (the slides after the first wait for it). */
function Slide({ banner, first, wanted }: { banner: Banner; first: boolean; wanted: boolean }) {
  const picture = (
    <BackgroundImage
      src={wanted ? banner.imageUrl : undefined}
      srcSet={wanted ? banner.imageSrcSet : undefined}
      sizes={PAGE_WIDTH_SIZES}
      className="banner-slide"
      priority={first}
    >
      {/* The picture carries its own words; its description (else its title) is for screen readers. */}
      <span className="visually-hidden">{banner.altText}</span>
    </BackgroundImage>
  );
  // A link saved before the server refused such addresses is not followed.
  if (!banner.linkUrl || !isSiteLink(banner.linkUrl)) return picture;
  return (
    <a href={banner.linkUrl} {...(!isSitePath(banner.linkUrl) && { target: '_blank', rel: 'noopener noreferrer' })}>
      {picture}
    </a>
  );
}

/**
 * The home carousel (banner type 1): slides side by side with CSS scroll snapping, so it follows
 * the screen's width by itself and a finger can swipe it; it moves on every 5 s unless hovered.
 * A slide's picture is fetched shortly before its turn, or once the visitor reaches for the
 * carousel: a phone's lazy loading would fetch every slide with the first (decisions/084).
 */
export function BannerCarousel() {
  const { t } = useTranslation('catalogue');
  const { data } = useHomeBanners();
  const banners = data?.items ?? [];
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // The last slide whose picture is asked for.
  const [wantedUpTo, setWantedUpTo] = useState(0);
  const want = (index: number) => setWantedUpTo((upTo) => Math.max(upTo, index));
  const wantAll = () => want(banners.length - 1);

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || banners.length < 2) return;
    const next = (current + 1) % banners.length;
    const fetchNext = setTimeout(() => want(next), BANNER_INTERVAL_MS - NEXT_SLIDE_LEAD_MS);
    const timer = setInterval(() => show(next), BANNER_INTERVAL_MS);
    return () => {
      clearTimeout(fetchNext);
      clearInterval(timer);
    };
  }, [paused, current, banners.length]);

  if (banners.length === 0) return null;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => {
        setPaused(true);
        wantAll();
      }}
      onMouseLeave={() => setPaused(false)}
      // A finger on the track or the dots, or the keyboard on a dot: the other slides may come at once.
      onPointerDown={wantAll}
      onFocus={wantAll}
    >
      <div
        ref={track}
        className="banner-track"
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
      >
        {banners.map((banner, index) => (
          <div key={banner.id} className="banner-item">
            <Slide banner={banner} first={index === 0} wanted={index <= wantedUpTo} />
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="banner-dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === current ? 'banner-dot banner-dot-active' : 'banner-dot'}
              aria-label={t('home.bannerDot', { index: index + 1, title: banner.title })}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
