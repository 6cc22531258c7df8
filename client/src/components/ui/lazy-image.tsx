import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ImgHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import defaultAvatarUrl from '../../assets/default-avatar.svg';
import defaultBackgroundUrl from '../../assets/default-background.svg';
import noImageUrl from '../../assets/no-image.svg';
import { LruSet } from '../../lib/lru-cache.ts';
import { useDrawnByServer } from '../../lib/render-environment.ts';
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

/** Where a picture comes from and how urgently it is wanted. */
export interface ImageSource {
  src: string | null | undefined;
  /** Narrower copies for phones ("….w640.webp 640w, … 1600w"); null or absent: `src` alone, as before. */
  srcSet?: string | null;
  /** The width the picture is drawn at (from the CSS), so the browser picks the smallest sharp copy. */
  sizes?: string;
  /** Loaded at once rather than when it comes near the screen: a picture on the first screen. */
  eager?: boolean;
  /** The page's largest picture (its LCP element): loaded at once, before the page's other images. */
  priority?: boolean;
  /**
   * Screens below the first: even in the server's HTML it waits for the app's lazy loading (its
   * address comes once the browser has taken the page over and it nears the screen). A phone's own
   * lazy loading would fetch it with the first screen's (decisions/084).
   */
  farDown?: boolean;
}

/**
 * One picture's loading: waits until near the screen (unless eager), tries the address 3 times (a
 * new element per attempt makes the browser ask again), then shows `fallback`.
 */
function usePicture(
  { src, srcSet, sizes, eager = false, priority = false, farDown = false }: ImageSource,
  fallback: string,
  observed?: RefObject<Element | null>,
) {
  const image = useRef<HTMLImageElement>(null);
  const immediate = eager || priority;
  // A picture in the server's HTML keeps its address while the browser takes the page over (its
  // first render must be the server's), and the browser's own lazy loading decides when to fetch it.
  const drawnByServer = useDrawnByServer();
  const [browserLazy] = useState(drawnByServer && !immediate && !farDown);
  const nearViewport = useNearViewport(observed ?? image, immediate || browserLazy || !src || loaded.has(src));
  // A server has no observer (everything counts as near there): a far picture waits for the browser's.
  const near = nearViewport && !(farDown && drawnByServer);
  const [failures, setFailures] = useState({ src, count: 0 });
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  // A new address starts again from its first attempt.
  const count = failures.src === src ? failures.count : 0;
  const failed = !src || count >= IMAGE_ATTEMPTS;
  const state = failed ? 'failed' : loadedSrc === src ? 'loaded' : 'loading';

  const markLoaded = () => {
    if (failed || !src) return;
    loaded.add(src);
    setLoadedSrc(src);
  };
  const markFailed = () => {
    if (!failed) setFailures({ src, count: count + 1 });
  };

  const shownSrc = failed ? fallback : near ? src : undefined;
  const key = `${src ?? ''}#${count}`;
  // Server-rendered HTML or the memory cache may finish an image before React listens to it.
  useEffect(() => {
    const element = image.current;
    if (!element?.getAttribute('src') || !element.complete) return;
    if (element.naturalWidth > 0) markLoaded();
    else markFailed();
    // Once per element and address: its onLoad / onError see everything that happens later.
  }, [key, shownSrc]);

  const attributes: ImgHTMLAttributes<HTMLImageElement> = {
    src: shownSrc,
    // The placeholder is a single file: a set of copies would hide it.
    ...(!failed && near && srcSet && { srcSet, sizes }),
    ...(immediate && ({ loading: 'eager' } as const)),
    // The largest picture is decoded with the frame that first shows the page, as its text is: an
    // asynchronous decode let that frame go without it and drew it a frame or more later (decisions/087).
    ...(eager && !priority && ({ decoding: 'async' } as const)),
    ...(browserLazy && ({ loading: 'lazy' } as const)),
    ...(priority && ({ fetchPriority: 'high' } as const)),
    onLoad: markLoaded,
    onError: markFailed,
  };
  return { key, ref: image, attributes, state, attempt: failed ? undefined : count + 1 };
}

interface LazyImageProps
  extends
    ImageSource,
    Omit<
      ImgHTMLAttributes<HTMLImageElement>,
      keyof ImageSource | 'onError' | 'loading' | 'decoding' | 'fetchPriority'
    > {
  /** Shown when there is no address or every attempt failed; the 'no image' picture by default. */
  fallback?: string;
}

export function LazyImage({
  src,
  srcSet,
  sizes,
  eager,
  priority,
  farDown,
  fallback = placeholders.noImage,
  alt = '',
  className,
  onLoad,
  width,
  height,
  style,
  ...rest
}: LazyImageProps) {
  const picture = usePicture({ src, srcSet, sizes, eager, priority, farDown }, fallback);
  const shape = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;

  return (
    <img
      key={picture.key}
      ref={picture.ref}
      {...picture.attributes}
      alt={alt}
      className={['lazy-image', className].filter(Boolean).join(' ')}
      data-attempt={picture.attempt}
      // Until the photo is in: a neutral block of its shape (no alt text, no broken-image icon); then it fades in.
      data-loading={picture.state === 'loading' ? '' : undefined}
      data-loaded={picture.state === 'loaded' ? '' : undefined}
      width={width}
      height={height}
      style={{ ...shape, ...style }}
      onLoad={(event) => {
        picture.attributes.onLoad?.(event);
        onLoad?.(event);
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

interface BackgroundImageProps extends ImageSource {
  /** Used when `src` is missing or fails: this address, else the default background. */
  fallback?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * A block filled by a picture, cropped like a cover background, with its content on top (banners,
 * covers). The picture is a real <img>, so the browser finds it in the HTML and can pick a copy.
 */
export function BackgroundImage({ fallback, className, style, children, ...source }: BackgroundImageProps) {
  const block = useRef<HTMLDivElement>(null);
  const picture = usePicture(source, fallback ?? placeholders.background, block);
  // The address on screen once settled: the picture, or the fallback after the last attempt.
  const shown = picture.state === 'loading' ? undefined : picture.attributes.src;
  return (
    <div
      ref={block}
      className={['background-image', className].filter(Boolean).join(' ')}
      style={style}
      data-background={shown}
    >
      {picture.attributes.src && (
        // Decoration: what the picture says is in the block's content (a banner's hidden text).
        <img
          key={picture.key}
          ref={picture.ref}
          {...picture.attributes}
          alt=""
          className="background-image-img"
          draggable={false}
        />
      )}
      {children}
    </div>
  );
}
