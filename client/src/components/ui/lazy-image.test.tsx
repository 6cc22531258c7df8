import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LruSet } from '../../lib/lru-cache.ts';
import { BackgroundImage, isImageCached, LazyImage, placeholders, UserAvatar } from './lazy-image.tsx';
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
  // The fetch priority each address was requested with.
  const priorities = new Map<string, string>();
  function stubImageLoads(outcome: (url: string) => boolean) {
    const tried: string[] = [];
    priorities.clear();
    class FakeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      fetchPriority = 'auto';
      set src(url: string) {
        tried.push(url);
        priorities.set(url, this.fetchPriority);
        setTimeout(() => (outcome(url) ? this.onload?.() : this.onerror?.()), 0);
      }
    }
    vi.stubGlobal('Image', FakeImage);
    return tried;
  }

  it('falls back to the given picture after 3 failed attempts', async () => {
    const tried = stubImageLoads(() => false);
    const { container } = render(<BackgroundImage src="/media/banner.jpg" fallback="/media/default-banner.jpg" />);
    const block = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(block).toHaveAttribute('data-background', '/media/default-banner.jpg'));
    expect(tried).toEqual(['/media/banner.jpg', '/media/banner.jpg', '/media/banner.jpg']);
    expect(block.style.backgroundImage).toBe('url("/media/default-banner.jpg")');
  });

  it('falls back to the default background without a fallback argument', async () => {
    stubImageLoads(() => false);
    const { container } = render(<BackgroundImage src="/media/other.jpg" />);
    await waitFor(() =>
      expect(container.firstElementChild).toHaveAttribute('data-background', placeholders.background),
    );
  });

  it('shows the picture once it loads', async () => {
    stubImageLoads(() => true);
    const { container } = render(<BackgroundImage src="/media/cover.jpg" />);
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-background', '/media/cover.jpg'));
  });

  it("fetches the page's largest picture first when marked as the priority", async () => {
    const tried = stubImageLoads(() => true);
    render(<BackgroundImage src="/media/hero.jpg" priority />);
    render(<BackgroundImage src="/media/card.jpg" />);
    await waitFor(() => expect(tried).toHaveLength(2));
    expect(Object.fromEntries(priorities)).toEqual({
      '/media/hero.jpg': 'high',
      '/media/card.jpg': 'auto',
    });
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
