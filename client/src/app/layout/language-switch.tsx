import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';

/** Two languages: the button offers the other one, named in its own language. */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const other = currentLanguage() === 'en' ? 'zh-TW' : 'en';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      block={block}
      lang={other === 'en' ? 'en' : 'zh-Hant-TW'}
      title={t('nav.language')}
      onClick={() => void setLanguage(other)}
    >
      {t(`languageNames.${other}`)}
    </Button>
  );
}
