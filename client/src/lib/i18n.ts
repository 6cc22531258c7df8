import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
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
    fallbackLng: DEFAULT_LANGUAGE,
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
  return languageOf(useTranslation().i18n);
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
