import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LruSet } from '../../lib/lru-cache.ts';
import { BackgroundImage, IMAGE_ATTEMPTS, isImageCached, LazyImage, placeholders, UserAvatar } from './lazy-image.tsx';
import { resetSharedObserver } from './use-in-view.ts';

/** A controllable IntersectionObserver: tests decide when elements come near the screen. */
function stubIntersectionObserver() {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }> = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] as Element[] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve(target: Element) {
      this.record.targets = this.record.targets.filter((t) => t !== target);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    bringNear() {
      act(() => {
        for (const { callback, targets } of observers) {
          callback(
            targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      });
    },
  };
}

function image(name: string) {
  return screen.getByRole('img', { name });
}

function attributesOf(element: Element) {
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
}

beforeEach(() => {
  resetSharedObserver();
});

describe('LazyImage (spec §9)', () => {
  it('waits until the image is within 1.3 screen heights before loading it', () => {
    const io = stubIntersectionObserver();
    render(<LazyImage src="/media/a.jpg" alt="photo" />);

    expect(image('photo')).not.toHaveAttribute('src');
    expect(io.observers[0]?.options?.rootMargin).toBe('30% 0px');

    io.bringNear();
    expect(image('photo')).toHaveAttribute('src', '/media/a.jpg');
  });

  it('tries an address 3 times, then shows the no-image placeholder', () => {
    render(<LazyImage src="/media/broken.jpg" alt="photo" />);

    for (const attempt of [1, 2, 3]) {
      expect(image('photo')).toHaveAttribute('src', '/media/broken.jpg');
      expect(image('photo')).toHaveAttribute('data-attempt', String(attempt));
      fireEvent.error(image('photo'));
    }

    expect(image('photo')).toHaveAttribute('src', placeholders.noImage);
    fireEvent.error(image('photo')); // a failing placeholder does not loop
    expect(image('photo')).toHaveAttribute('src', placeholders.noImage);
  });

  it('shows a loaded image at once after a retry succeeded', () => {
    render(<LazyImage src="/media/flaky.jpg" alt="photo" />);
    fireEvent.error(image('photo'));
    fireEvent.load(image('photo'));
    expect(image('photo')).toHaveAttribute('src', '/media/flaky.jpg');
    expect(isImageCached('/media/flaky.jpg')).toBe(true);
  });

  it('takes another placeholder when given one, and uses it when there is no address', () => {
    render(<LazyImage src={null} alt="cover" fallback="/custom.svg" />);
    expect(image('cover')).toHaveAttribute('src', '/custom.svg');
  });

  it('shows images that loaded before without waiting for the screen', () => {
    const io = stubIntersectionObserver();
    const first = render(<LazyImage src="/media/seen.jpg" alt="first" />);
    io.bringNear();
    fireEvent.load(image('first'));
    first.unmount();

    render(<LazyImage src="/media/seen.jpg" alt="again" />);
    expect(image('again')).toHaveAttribute('src', '/media/seen.jpg');
  });

  it("keeps the photo's shape with a neutral placeholder until it loads, then fades it in", () => {
    const io = stubIntersectionObserver();
    render(<LazyImage src="/media/tall.jpg" alt="photo" width={1067} height={1600} />);
    expect(image('photo')).toHaveStyle({ aspectRatio: '1067 / 1600' });
    expect(image('photo')).toHaveAttribute('data-loading');
    expect(image('photo')).not.toHaveAttribute('data-loaded');

    io.bringNear();
    fireEvent.load(image('photo'));
    expect(image('photo')).not.toHaveAttribute('data-loading');
    expect(image('photo')).toHaveAttribute('data-loaded');
  });

  it('stops the placeholder once the no-image picture is shown', () => {
    render(<LazyImage src={null} alt="cover" />);
    expect(image('cover')).not.toHaveAttribute('data-loading');
  });

  it('offers the copies for phones once near, with the width they are drawn at', () => {
    const io = stubIntersectionObserver();
    render(
      <LazyImage src="/media/t.jpg" srcSet="/media/t.w320.webp 320w, /media/t.jpg 400w" sizes="50vw" alt="photo" />,
    );
    expect(image('photo')).not.toHaveAttribute('src');
    expect(image('photo')).not.toHaveAttribute('srcset');

    io.bringNear();
    expect(image('photo')).toHaveAttribute('src', '/media/t.jpg');
    expect(image('photo')).toHaveAttribute('srcset', '/media/t.w320.webp 320w, /media/t.jpg 400w');
    expect(image('photo')).toHaveAttribute('sizes', '50vw');
    expect(image('photo')).not.toHaveAttribute('fetchpriority');
  });

  it('shows a photo without copies (an old photo) exactly as before', () => {
    render(<LazyImage src="/media/old.jpg" srcSet={null} sizes="50vw" alt="photo" />);
    expect(attributesOf(image('photo'))).toEqual({
      src: '/media/old.jpg',
      alt: 'photo',
      class: 'lazy-image',
      'data-attempt': '1',
      'data-loading': '',
    });
  });

  it('shows the placeholder alone once the copies failed too', () => {
    render(<LazyImage src="/media/gone.jpg" srcSet="/media/gone.w320.webp 320w" sizes="50vw" alt="photo" />);
    for (let attempt = 0; attempt < IMAGE_ATTEMPTS; attempt += 1) fireEvent.error(image('photo'));
    expect(image('photo')).toHaveAttribute('src', placeholders.noImage);
    expect(image('photo')).not.toHaveAttribute('srcset');
    expect(image('photo')).not.toHaveAttribute('sizes');
  });

  it("names the page's largest picture at once, fetched first, without waiting for the screen", () => {
    stubIntersectionObserver(); // nothing comes near: only the priority picture may load
    render(
      <>
        <LazyImage
          src="/media/preview.jpg"
          srcSet="/media/preview.w640.webp 640w, /media/preview.jpg 1600w"
          sizes="100vw"
          alt="preview"
          priority
        />
        <LazyImage src="/media/neighbour.jpg" alt="neighbour" />
      </>,
    );
    expect(image('preview')).toHaveAttribute('src', '/media/preview.jpg');
    expect(image('preview')).toHaveAttribute('srcset', '/media/preview.w640.webp 640w, /media/preview.jpg 1600w');
    expect(image('preview')).toHaveAttribute('sizes', '100vw');
    expect(image('preview')).toHaveAttribute('fetchpriority', 'high');
    // Drawn with the page's first frame, not decoded on the side and drawn later.
    expect(image('preview')).not.toHaveAttribute('decoding');
    expect(image('neighbour')).not.toHaveAttribute('src');
  });

  it('loads an eager picture at once at the normal priority', () => {
    stubIntersectionObserver();
    render(<LazyImage src="/media/first-row.jpg" alt="photo" eager />);
    expect(image('photo')).toHaveAttribute('src', '/media/first-row.jpg');
    expect(image('photo')).not.toHaveAttribute('fetchpriority');
    expect(image('photo')).toHaveAttribute('decoding', 'async');
  });

  describe('in HTML rendered on the server', () => {
    function hydrate(element: ReactElement, { loaded }: { loaded: boolean }) {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(element);
      // The browser fetched the picture before the page's script ran and attached its handlers.
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValueOnce(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(loaded ? 1600 : 0);
      render(element, { container, hydrate: true });
    }

    it('names the priority picture in the HTML and sees that it loaded before the script', () => {
      const element = <LazyImage src="/media/early.jpg" srcSet="/media/early.w640.webp 640w" alt="preview" priority />;
      const html = renderToString(element).toLowerCase();
      expect(html).toContain('src="/media/early.jpg"');
      expect(html).toContain('srcset="/media/early.w640.webp 640w"');
      expect(html).toContain('fetchpriority="high"');

      hydrate(element, { loaded: true });
      expect(image('preview')).toHaveAttribute('data-loaded');
      expect(isImageCached('/media/early.jpg')).toBe(true);
    });

    it('tries again a priority picture that failed before the script', () => {
      hydrate(<LazyImage src="/media/early-broken.jpg" alt="preview" priority />, { loaded: false });
      expect(image('preview')).toHaveAttribute('data-attempt', '2');
      expect(image('preview')).toHaveAttribute('src', '/media/early-broken.jpg');
    });

    it("leaves a picture further down to the browser's own lazy loading, with its address kept", () => {
      const element = <LazyImage src="/media/further.jpg" srcSet="/media/further.w320.webp 320w" alt="photo" />;
      expect(renderToString(element)).toContain('loading="lazy"');
      // In the browser the picture is not near the screen: its address must stay all the same.
      stubIntersectionObserver();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      hydrate(element, { loaded: false });
      expect(errors).not.toHaveBeenCalled();
      expect(image('photo')).toHaveAttribute('src', '/media/further.jpg');
      expect(image('photo')).toHaveAttribute('srcset', '/media/further.w320.webp 320w');
      expect(image('photo')).toHaveAttribute('loading', 'lazy');
    });

    it('leaves a picture screens further down out of the HTML until the browser sees it near the screen', () => {
      const element = <LazyImage src="/media/far.jpg" srcSet="/media/far.w320.webp 320w" alt="photo" farDown />;
      // A phone's own lazy loading would fetch it with the first screen's pictures.
      expect(renderToString(element)).not.toContain('/media/far');
      const io = stubIntersectionObserver();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      hydrate(element, { loaded: false });
      expect(errors).not.toHaveBeenCalled();
      expect(image('photo')).not.toHaveAttribute('src');

      io.bringNear();
      expect(image('photo')).toHaveAttribute('src', '/media/far.jpg');
      expect(image('photo')).toHaveAttribute('srcset', '/media/far.w320.webp 320w');
      expect(image('photo')).not.toHaveAttribute('loading');
    });

    it('keeps a covering picture in the HTML while the browser takes it over', () => {
      const element = (
        <BackgroundImage src="/media/cover.jpg" className="cover">
          <h2>秋季馬拉松</h2>
        </BackgroundImage>
      );
      stubIntersectionObserver();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      hydrate(element, { loaded: false });
      expect(errors).not.toHaveBeenCalled();
      expect(document.querySelector('.cover img')).toHaveAttribute('src', '/media/cover.jpg');
    });
  });

  it('still waits for the screen when the browser draws a picture itself', () => {
    stubIntersectionObserver();
    render(<LazyImage src="/media/later.jpg" alt="photo" />);
    expect(image('photo')).not.toHaveAttribute('src');
    expect(image('photo')).not.toHaveAttribute('loading');
  });
});

describe('UserAvatar', () => {
  it('shows the default avatar without a picture or when the picture fails', () => {
    render(
      <>
        <UserAvatar src={null} alt="none" />
        <UserAvatar src="/media/avatar.png" alt="broken" />
      </>,
    );
    expect(image('none')).toHaveAttribute('src', placeholders.avatar);
    for (let attempt = 0; attempt < 3; attempt += 1) fireEvent.error(image('broken'));
    expect(image('broken')).toHaveAttribute('src', placeholders.avatar);
  });
});

describe('BackgroundImage', () => {
  function block(container: HTMLElement) {
    return container.firstElementChild as HTMLElement;
  }
  function picture(container: HTMLElement) {
    return block(container).querySelector('img');
  }

  it('falls back to the given picture after 3 failed attempts', () => {
    const { container } = render(<BackgroundImage src="/media/banner.jpg" fallback="/media/default-banner.jpg" />);
    for (let attempt = 0; attempt < IMAGE_ATTEMPTS; attempt += 1) {
      const tried = picture(container)!;
      expect(tried).toHaveAttribute('src', '/media/banner.jpg');
      expect(block(container)).not.toHaveAttribute('data-background');
      fireEvent.error(tried);
      // A new element makes the browser ask for the address again.
      expect(picture(container)).not.toBe(tried);
    }
    expect(picture(container)).toHaveAttribute('src', '/media/default-banner.jpg');
    expect(block(container)).toHaveAttribute('data-background', '/media/default-banner.jpg');
  });

  it('falls back to the default background without a fallback argument', () => {
    const { container } = render(<BackgroundImage src="/media/other.jpg" />);
    for (let attempt = 0; attempt < 3; attempt += 1) fireEvent.error(picture(container)!);
    expect(block(container)).toHaveAttribute('data-background', placeholders.background);
    expect(picture(container)).toHaveAttribute('src', placeholders.background);
  });

  it('shows the picture as a decorative image under its content, once near the screen', () => {
    const io = stubIntersectionObserver();
    const { container } = render(
      <BackgroundImage src="/media/cover.jpg" className="banner-slide">
        <span>banner words</span>
      </BackgroundImage>,
    );
    expect(picture(container)).toBeNull();
    expect(block(container)).toHaveClass('background-image', 'banner-slide');

    io.bringNear();
    const img = picture(container)!;
    expect(img).toHaveAttribute('src', '/media/cover.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveClass('background-image-img');
    expect(img.nextElementSibling).toHaveTextContent('banner words');

    fireEvent.load(img);
    expect(block(container)).toHaveAttribute('data-background', '/media/cover.jpg');
  });

  it('offers the copies for phones with their drawn width', () => {
    const io = stubIntersectionObserver();
    const { container } = render(
      <BackgroundImage src="/media/c.jpg" srcSet="/media/c.w640.webp 640w, /media/c.jpg 1600w" sizes="100vw" />,
    );
    io.bringNear();
    expect(picture(container)).toHaveAttribute('srcset', '/media/c.w640.webp 640w, /media/c.jpg 1600w');
    expect(picture(container)).toHaveAttribute('sizes', '100vw');
  });

  it("names the page's largest picture at once and fetches it first when marked as the priority", () => {
    stubIntersectionObserver(); // never near: only the priority picture may load
    const { container } = render(
      <>
        <BackgroundImage src="/media/hero.jpg" srcSet="/media/hero.w640.webp 640w" sizes="100vw" priority />
        <BackgroundImage src="/media/card.jpg" />
      </>,
    );
    const [hero, card] = Array.from(container.children);
    const img = hero!.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/hero.jpg');
    expect(img).toHaveAttribute('srcset', '/media/hero.w640.webp 640w');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(card!.querySelector('img')).toBeNull();
  });
});

describe('LruSet', () => {
  it('forgets the least recently used address beyond its capacity', () => {
    const cache = new LruSet<string>(2);
    cache.add('a');
    cache.add('b');
    expect(cache.has('a')).toBe(true); // a is now the most recent
    cache.add('c');
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('c')).toBe(true);
    expect(cache.size).toBe(2);
  });
});
