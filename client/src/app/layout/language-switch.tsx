import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { setLanguage, useLanguage, useRepeatedT } from '../../lib/i18n.ts';

/** The language a switch offers: the one not in use. */
export function useOtherLanguage() {
  return useLanguage() === 'en' ? 'zh-TW' : 'en';
}

/** Two languages: the button offers the other one, named in its own language. */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const t = useRepeatedT('common');
  const other = useOtherLanguage();
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      block={block}
      lang={languageTag(other)}
      title={t('nav.language')}
      onClick={() => void setLanguage(other)}
    >
      {t(`languageNames.${other}`)}
    </Button>
  );
}

/** The HTML lang of a language's own name. */
export function languageTag(language: 'en' | 'zh-TW') {
  return language === 'en' ? 'en' : 'zh-Hant-TW';
}
