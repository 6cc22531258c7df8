import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, isLanguage } from '../../lib/i18n.ts';

export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t, i18n } = useTranslation();
  const items = LANGUAGES.map((language) => ({ key: language, label: t(`languageNames.${language}`) }));
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          if (isLanguage(key)) void setLanguage(key);
        },
      }}
      trigger={['click']}
    >
      <Button type="text" icon={<GlobalOutlined />} block={block} aria-label={t('nav.language')}>
        {t(`languageNames.${isLanguage(i18n.language) ? i18n.language : 'zh-TW'}`)}
      </Button>
    </Dropdown>
  );
}
