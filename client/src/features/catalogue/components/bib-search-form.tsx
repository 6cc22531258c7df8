import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BIB_PATTERN } from '../lib/bib.ts';

/** The bib box: a valid number opens /albumsearch/{activityId}?code={bib}. */
export function BibSearchForm({ activityId, initial = '' }: { activityId: number; initial?: string }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const search = (text: string) => {
    const code = text.trim();
    if (!code) return setError(t('search.bibRequired'));
    if (!BIB_PATTERN.test(code)) return setError(t('search.bibInvalid'));
    setError(null);
    void navigate(`/albumsearch/${activityId}?${new URLSearchParams({ code }).toString()}`);
  };

  return (
    <div className="bib-search">
      <Input.Search
        size="large"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={search}
        placeholder={t('search.bibPlaceholder')}
        aria-label={t('search.bibLabel')}
        enterButton={t('search.bibButton')}
        status={error ? 'error' : undefined}
        inputMode="text"
        maxLength={20}
        allowClear
      />
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
