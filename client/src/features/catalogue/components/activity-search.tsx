import { SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { keywordActivitiesQueryOptions } from '../api/activities.ts';
import type { ActivitySelectProps } from './activity-select.tsx';

type SelectComponent = (props: ActivitySelectProps) => ReactNode;

// antd's Select weighs more than the rest of the home page (~55 kB with its parts): the page shows a
// plain box and fetches the real dropdown only when the visitor reaches for it (a pointer over the
// box, a tap, the focus), so a phone's first visit does not download it for nothing.
let loadedSelect: SelectComponent | null = null;
const loadSelect = () =>
  import('./activity-select.tsx').then((module) => (loadedSelect = module.default) as SelectComponent);

/**
 * The home page's activity finder: every activity up to today (spec §9), filtered in the browser
 * as the visitor types (台 = 臺); picking one opens its page.
 */
export function ActivitySearch() {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [Select, setSelect] = useState<SelectComponent | null>(() => loadedSelect);
  const [keyword, setKeyword] = useState('');
  const [engaged, setEngaged] = useState(false);

  const load = () => {
    // The list of every activity comes with the dropdown's code, not with a first visit that never
    // opens it: it grows with the catalogue (1.5 kB for the demo's five).
    void queryClient.prefetchQuery(keywordActivitiesQueryOptions(language));
    loadSelect().then(
      (component) => setSelect(() => component),
      // A failed chunk leaves the plain box; reaching for it again retries.
      () => undefined,
    );
  };

  if (Select) return <Select keyword={keyword} onKeywordChange={setKeyword} engaged={engaged} />;
  const engage = () => {
    setEngaged(true);
    load();
  };
  return (
    <span className="activity-search activity-search-lite">
      <input
        role="combobox"
        aria-expanded={false}
        aria-label={t('home.searchLabel')}
        placeholder={t('home.searchPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onPointerEnter={load}
        onFocus={engage}
        onBlur={() => setEngaged(false)}
      />
      <SearchOutlined className="activity-search-lite-icon" aria-hidden />
    </span>
  );
}
