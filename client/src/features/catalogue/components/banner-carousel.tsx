import { Carousel } from 'antd';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import { useHomeBanners, type Banner } from '../api/banners.ts';

function isExternal(url: string) {
  return /^https?:\/\//i.test(url);
}

function Slide({ banner }: { banner: Banner }) {
  const picture = (
    <BackgroundImage src={banner.imageUrl} className="banner-slide">
      {/* The picture carries its own words; the title is for screen readers. */}
      <span className="visually-hidden">{banner.title}</span>
    </BackgroundImage>
  );
  if (!banner.linkUrl) return picture;
  return (
    <a
      href={banner.linkUrl}
      aria-label={banner.title}
      {...(isExternal(banner.linkUrl) && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {picture}
    </a>
  );
}

/** The home carousel (banner type 1). Nothing at all while loading or when there are no banners. */
export function BannerCarousel() {
  const { data } = useHomeBanners();
  const banners = data?.items ?? [];
  if (banners.length === 0) return <div className="banner-placeholder" aria-hidden />;
  return (
    <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={5000} className="banner-carousel">
      {banners.map((banner) => (
        <Slide key={banner.id} banner={banner} />
      ))}
    </Carousel>
  );
}
