import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes, type ReactNode } from 'react';
import defaultAvatarUrl from '../../assets/default-avatar.svg';
import defaultBackgroundUrl from '../../assets/default-background.svg';
import noImageUrl from '../../assets/no-image.svg';
import { LruSet } from '../../lib/lru-cache.ts';
import { useNearViewport } from './use-in-view.ts';
import './images.css';

// Lazy images (spec §9): loaded when near the screen, tried 3 times, then the placeholder.
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_CACHE_SIZE = 200;
export const placeholders = { noImage: noImageUrl, avatar: defaultAvatarUrl, background: defaultBackgroundUrl };

// Addresses that loaded once: shown at once next time, without waiting to scroll near them.
const loaded = new LruSet<string>(IMAGE_CACHE_SIZE);

export function isImageCached(url: string): boolean {
  return loaded.has(url);
}

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  /** Shown when there is no address or every attempt failed; the 'no image' picture by default. */
  fallback?: string;
}

export function LazyImage({
  src,
  fallback = placeholders.noImage,
  alt = '',
  className,
  onLoad,
  width,
  height,
  style,
  ...rest
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const near = useNearViewport(ref, !src || loaded.has(src));
  const [failures, setFailures] = useState({ src, count: 0 });
  // A new address starts again from its first attempt.
  const count = failures.src === src ? failures.count : 0;
  const failed = !src || count >= IMAGE_ATTEMPTS;
  // Until the photo is in: a neutral block of its shape (no alt text, no broken-image icon); then it fades in.
  const loading = !failed && loadedSrc !== src;
  const shape = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;

  return (
    <img
      // A new element per attempt makes the browser request the address again.
      key={`${src ?? ''}#${count}`}
      ref={ref}
      src={failed ? fallback : near ? src : undefined}
      alt={alt}
      className={['lazy-image', className].filter(Boolean).join(' ')}
      data-attempt={failed ? undefined : count + 1}
      data-loading={loading ? '' : undefined}
      data-loaded={!failed && !loading ? '' : undefined}
      width={width}
      height={height}
      style={{ ...shape, ...style }}
      onLoad={(event) => {
        if (!failed && src) {
          loaded.add(src);
          setLoadedSrc(src);
        }
        onLoad?.(event);
      }}
      onError={() => {
        if (!failed) setFailures({ src, count: count + 1 });
      }}
      {...rest}
    />
  );
}

/** A user's picture, or the default avatar. */
export function UserAvatar({ src, size = 32, alt = '', className, ...rest }: LazyImageProps & { size?: number }) {
  return (
    <LazyImage
      src={src}
      fallback={placeholders.avatar}
      alt={alt}
      width={size}
      height={size}
      className={['user-avatar', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** Tries an address in the background (for CSS backgrounds): resolves whether it loaded. */
function probe(url: string, priority: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    if (priority) image.fetchPriority = 'high';
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

interface BackgroundImageProps {
  src: string | null | undefined;
  /** Used when `src` is missing or fails: this address, else the default background. */
  fallback?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  /** The page's largest picture (its LCP element): fetched before the page's other images. */
  priority?: boolean;
}

/** A block with a lazily loaded background picture (banners, covers). */
export function BackgroundImage({ src, fallback, className, style, children, priority = false }: BackgroundImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, !src || loaded.has(src));
  const [shown, setShown] = useState<{ for: string | null | undefined; url: string } | null>(null);
  const replacement = fallback ?? placeholders.background;

  useEffect(() => {
    if (!near) return;
    if (!src || loaded.has(src)) {
      setShown({ for: src, url: src || replacement });
      return;
    }
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; attempt <= IMAGE_ATTEMPTS; attempt += 1) {
        const ok = await probe(src, priority);
        if (cancelled) return;
        if (ok) {
          loaded.add(src);
          setShown({ for: src, url: src });
          return;
        }
      }
      setShown({ for: src, url: replacement });
    })();
    return () => {
      cancelled = true;
    };
  }, [near, src, replacement, priority]);

  const url = shown && shown.for === src ? shown.url : null;
  return (
    <div
      ref={ref}
      className={['background-image', className].filter(Boolean).join(' ')}
      style={{ ...style, ...(url && { backgroundImage: `url("${url.replace(/["\\\n]/g, '\\$&')}")` }) }}
      data-background={url ?? undefined}
    >
      {children}
    </div>
  );
}
