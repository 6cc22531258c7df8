import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import i18n, { type BackendModule, type i18n as I18n, type ReadCallback, type TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';
import {
  cultureValue,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  rememberLanguageCookie,
  storedLanguage,
  type Language,
} from './language.ts';
import { readServerState } from './server-state.ts';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage, type Language };

// Each feature keeps its strings in features/<feature>/locales/<language>.json and reads them with
// useTranslation('<feature>'): the namespace is the folder's name, fetched the first time a page
// of that feature renders, so no engineer edits a shared file to add strings.
const featureResources = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/locales/*.json');

const featureBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = featureResources[`../features/${namespace}/locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

function applyLanguage(language: Language) {
  // Also on start-up, so a choice made before the cookie existed reaches the server from the next load.
  rememberLanguageCookie(language);
  // A server names the language in the HTML it writes; there is no document to change.
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-Hant-TW';
  dayjs.locale(language === 'en' ? 'en' : 'zh-tw');
}

// A page the server rendered is hydrated in the language it was written in (the cookie's).
const initialLanguage =
  (typeof document === 'undefined' ? undefined : readServerState(document)?.language) ?? storedLanguage();
void i18n
  .use(featureBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    // Every key is in both languages (locales/strings.test.ts): an English page needs no Chinese
    // strings to fall back on, and i18next would fetch each feature's zh-TW file alongside.
    fallbackLng: { en: [], default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...LANGUAGES],
    // The shared strings (layout, guards, request errors) ship with the app; features load theirs.
    resources: { 'zh-TW': { common: zhTW }, en: { common: en } },
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
applyLanguage(initialLanguage);

function languageOf(instance: { language: string }): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return languageOf(i18n);
}

/**
 * The language of the component's own i18n instance: a server renders pages in both languages at
 * once, each with its own instance, so what a page renders and asks for follows this, not the global.
 */
export function useLanguage(): Language {
  const instance = useI18nInstance();
  const current = () => instance.language;
  return languageOf({ language: useSyncExternalStore(languageSubscription(instance), current, current) });
}

/** The component's i18n instance (the server's per-language one, or the app's), without react-i18next's per-component wrapper. */
function useI18nInstance(): I18n {
  return useContext(I18nContext)?.i18n ?? i18n;
}

// One `t` per instance, language and namespace, shared by every component that asks for it; and one
// subscription function per instance, so a component's subscription outlives its renders.
const sharedTs = new WeakMap<I18n, Map<string, TFunction>>();
const namespaceLoads = new WeakMap<I18n, Map<string, Promise<void>>>();
const languageSubscriptions = new WeakMap<I18n, (changed: () => void) => () => void>();

function memoOf<Value>(memo: WeakMap<I18n, Map<string, Value>>, instance: I18n): Map<string, Value> {
  let byKey = memo.get(instance);
  if (!byKey) memo.set(instance, (byKey = new Map()));
  return byKey;
}

function languageSubscription(instance: I18n): (changed: () => void) => () => void {
  let subscribe = languageSubscriptions.get(instance);
  if (!subscribe) {
    subscribe = (changed) => {
      instance.on('languageChanged', changed);
      return () => instance.off('languageChanged', changed);
    };
    languageSubscriptions.set(instance, subscribe);
  }
  return subscribe;
}

// i18next options that change which string is chosen or how: a call with any of them goes to i18next.
const RESOLVING_OPTIONS = new Set(['count', 'context', 'ordinal', 'defaultValue', 'lng', 'lngs', 'ns', 'replace']);
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const PLAIN_NAME = /^\s*\w+\s*$/;

/** A string's `{{name}}` placeholders, or null when it asks i18next for more (nesting, formats, unescaped). */
function placeholdersOf(template: string): Set<string> | null {
  if (template.includes('$t(')) return null;
  const names = new Set<string>();
  for (const [, inside] of template.matchAll(PLACEHOLDER)) {
    if (!PLAIN_NAME.test(inside!)) return null;
    names.add(inside!.trim());
  }
  return names;
}

/**
 * `t`, keeping what it looks up (a tile's 加入購物車 and 查看 {{time}} 拍攝的照片 forty times a page):
 * i18next's lookup is most of a small component's render. A string without options is kept whole;
 * a string whose options only fill its `{{name}}` placeholders is kept as its template and filled
 * here, as i18next fills it with `escapeValue: false`. Anything else (plurals, context, nesting,
 * formats) goes to i18next. Asked only once the namespace is in, so the strings kept are the
 * language's own.
 */
function withStringsKept(t: TFunction): TFunction {
  const translate = t as unknown as (...args: unknown[]) => string;
  const kept = new Map<string, string>();
  const templates = new Map<string, { template: string; names: Set<string> } | null>();
  const templateOf = (key: string) => {
    let entry = templates.get(key);
    if (entry === undefined) {
      const template = translate(key, { skipInterpolation: true });
      const names = placeholdersOf(template);
      templates.set(key, (entry = names && { template, names }));
    }
    return entry;
  };
  const filled = (key: string, options: Record<string, unknown>) => {
    const given = Object.keys(options);
    if (given.some((name) => RESOLVING_OPTIONS.has(name))) return undefined;
    const entry = templateOf(key);
    const fills =
      entry !== null &&
      given.length === entry.names.size &&
      given.every(
        (name) => entry.names.has(name) && (typeof options[name] === 'string' || typeof options[name] === 'number'),
      );
    if (!fills) return undefined;
    return entry.template.replace(PLACEHOLDER, (_, inside: string) => String(options[inside.trim()]));
  };
  const keeping = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return translate(key, ...rest);
    if (rest.length === 0) {
      let text = kept.get(key);
      if (text === undefined) kept.set(key, (text = translate(key)));
      return text;
    }
    const [options] = rest;
    const text =
      rest.length === 1 && typeof options === 'object' && options !== null
        ? filled(key, options as Record<string, unknown>)
        : undefined;
    return text ?? translate(key, ...rest);
  };
  return Object.assign(keeping, t) as unknown as TFunction;
}

/**
 * `useTranslation(namespace).t` for the components a page repeats many times (a results tile, its
 * buy button) and those of the pages a server renders (their layout, the calendar's filters):
 * react-i18next's hook copies the i18n instance for each component on its first render, a tenth
 * of a server's work on a page of forty tiles. This one hands every component the
 * same `t` for the language and namespace, suspends until the namespace's strings are in, and
 * renders again when the language changes, as useTranslation does.
 */
export function useRepeatedT(namespace: string): TFunction {
  const instance = useI18nInstance();
  const currentLanguage = () => instance.language;
  const language = useSyncExternalStore(languageSubscription(instance), currentLanguage, currentLanguage);
  const ts = memoOf(sharedTs, instance);
  const key = `${language}|${namespace}`;
  let t = ts.get(key);
  if (!t) {
    if (!instance.hasLoadedNamespace(namespace)) {
      const loads = memoOf(namespaceLoads, instance);
      if (!loads.has(key)) loads.set(key, instance.loadNamespaces(namespace));
      // Thrown, as useTranslation does: Suspense renders the component again once it is in.
      throw loads.get(key)!;
    }
    t = withStringsKept(instance.getFixedT(language, namespace));
    ts.set(key, t);
  }
  return t;
}

/** Switches the language of the whole app and remembers the choice across visits. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** ABP's culture cookie format, sent as a header; the server answers in that language. */
export function cultureHeaderValue(language: Language = currentLanguage()): string {
  return cultureValue(language);
}

export { i18n };
