import { render, renderHook, screen } from '@testing-library/react';
import { Empty } from 'antd';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi, stubPage } from '../testing/test-utils.tsx';
import { CULTURE_HEADER, request } from './api-client.ts';
import {
  cultureHeaderValue,
  i18n,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  setLanguage,
  storedLanguage,
  useRepeatedT,
} from './i18n.ts';

afterEach(async () => {
  await setLanguage('zh-TW');
});

function FootStrings() {
  const { t } = useTranslation('footer');
  return <p>{t('empty')}</p>;
}

function TileStrings() {
  const t = useRepeatedT('catalogue');
  return (
    <p>
      {t('photo.neighbours')} / {t('photo.open', { time: '08:00:00' })}
    </p>
  );
}

const featureNamespaces = Object.keys(import.meta.glob('../features/*/locales/zh-TW.json')).map(
  (path) => path.split('/')[2]!,
);

/** Every string of a bundle with its dotted key. */
function stringsOf(bundle: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : stringsOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('languages', () => {
  it('starts in zh-TW and reads a stored choice, ignoring unknown values', () => {
    expect(storedLanguage()).toBe('zh-TW');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('zh-TW');
  });

  it('remembers a switch and sends the matching culture header', async () => {
    const fetchMock = stubApi(() => envelope(null));
    await request('GET', '/api/x');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(CULTURE_HEADER)).toBe('c=zh-TW|uic=zh-TW');

    await setLanguage('en');

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    // The server reads it to name the English strings in the next page's HTML.
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
    expect(document.documentElement.lang).toBe('en');
    expect(cultureHeaderValue()).toBe('c=en|uic=en');
    await request('GET', '/api/x');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get(CULTURE_HEADER)).toBe('c=en|uic=en');
  });

  it("loads a feature's own strings from its locales folder", async () => {
    render(
      <Suspense fallback="…">
        <FootStrings />
      </Suspense>,
    );
    expect(await screen.findByText('這個頁面還沒有內容。')).toBeInTheDocument();
    await setLanguage('en');
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
  });

  it("fetches a feature's strings in English alone for an English visitor, none in Chinese", async () => {
    await setLanguage('en');
    await i18n.loadNamespaces('inquiries');
    expect(i18n.hasResourceBundle('en', 'inquiries')).toBe(true);
    expect(i18n.hasResourceBundle('zh-TW', 'inquiries')).toBe(false);
  });

  it("gives a page's repeated parts their strings, loaded first, in the language switched to", async () => {
    render(
      <Suspense fallback="…">
        <TileStrings />
        <TileStrings />
      </Suspense>,
    );
    expect(await screen.findAllByText('前後五秒 / 查看 08:00:00 拍攝的照片')).toHaveLength(2);
    await setLanguage('en');
    expect(await screen.findAllByText('±5 seconds / Open the photo taken at 08:00:00')).toHaveLength(2);
  });

  it('fills the placeholders of every string of every feature as i18next does, in both languages', async () => {
    let filled = 0;
    for (const language of LANGUAGES) {
      await setLanguage(language);
      for (const namespace of ['common', ...featureNamespaces]) {
        await i18n.loadNamespaces(namespace);
        const t = renderHook(() => useRepeatedT(namespace)).result.current;
        const i18next = i18n.getFixedT(language, namespace);
        for (const [key, text] of stringsOf(i18n.getResourceBundle(language, namespace) as Record<string, unknown>)) {
          const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name!);
          if (names.length === 0) continue;
          // Numbers and strings, with characters a template could mistake for its own.
          const options = Object.fromEntries(
            names.map((name, index) => [name, index % 2 ? index + 0.5 : `{{$${name}}}`]),
          );
          expect(t(key, options), `${language} ${namespace}:${key}`).toBe(i18next(key, options));
          filled++;
        }
      }
    }
    expect(filled).toBeGreaterThan(100);
  });

  it("fills a repeated string's placeholders itself; plurals and defaults are still i18next's", async () => {
    await i18n.loadNamespaces('catalogue');
    const t = renderHook(() => useRepeatedT('catalogue')).result.current;
    expect(t('photo.open', { time: '08:00:00' })).toBe('查看 08:00:00 拍攝的照片');
    const interpolations = vi.spyOn(i18n.services.interpolator, 'interpolate');
    try {
      expect(t('photo.open', { time: '09:30:00' })).toBe('查看 09:30:00 拍攝的照片');
      expect(interpolations).not.toHaveBeenCalled();
      await setLanguage('en');
      const english = renderHook(() => useRepeatedT('catalogue')).result.current;
      expect(english('search.photosHere', { count: 1 })).toBe(i18n.t('catalogue:search.photosHere', { count: 1 }));
      expect(english('search.photosHere', { count: 3 })).toBe(i18n.t('catalogue:search.photosHere', { count: 3 }));
      expect(english('search.photosHere', { count: 1 })).not.toBe(english('search.photosHere', { count: 3 }));
      expect(english('missing.key', { time: 'x', defaultValue: 'At {{time}}' })).toBe('At x');
    } finally {
      interpolations.mockRestore();
    }
  });

  it('switches the whole site from the header button, titles and antd components included', async () => {
    const fetchMock = stubApi();
    const page = { ...stubPage('/eventlist', 'public', 'list'), page: async () => ({ default: () => <Empty /> }) };
    renderApp('/eventlist', [page]);
    expect(await screen.findByRole('link', { name: '賽事行事曆' })).toBeInTheDocument();
    // The header is drawn first; the page follows once its code has arrived.
    expect((await screen.findAllByText('暫無資料')).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: /English/ }));

    expect(await screen.findByRole('link', { name: 'Race calendar' })).toBeInTheDocument();
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('暫無資料')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /繁體中文/ })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.title).toBe('list | Sports Photo');
    // The header links are asked for again, in English.
    const cultures = fetchMock.mock.calls
      .filter(([input]) => String(input).includes('Header/GetAll'))
      .map(([, init]) => new Headers(init?.headers).get(CULTURE_HEADER));
    expect(cultures.at(-1)).toBe('c=en|uic=en');
  });
});
