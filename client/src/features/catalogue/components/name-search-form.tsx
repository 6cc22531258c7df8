import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNameSearch } from '../api/name-search.ts';

/** The most characters a name may have (the server's bound). */
const NAME_MAX_LENGTH = 100;

/**
 * Where the organiser's list has names: the runner types their whole registered name and gets the
 * photos of their bib (one bib: straight to its results; two runners of one name: both to pick).
 */
export function NameSearchForm({ activityId }: { activityId: number }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const search = useNameSearch(activityId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const openBib = (bib: string) =>
    void navigate(`/albumsearch/${activityId}?${new URLSearchParams({ code: bib }).toString()}`);

  const submit = (text: string) => {
    const typed = text.trim();
    setError(typed ? null : t('nameSearch.required'));
    if (!typed) return;
    search.mutate(typed, {
      onSuccess: ({ bibs }) => {
        if (bibs.length === 1) openBib(bibs[0]!);
      },
    });
  };
  const bibs = search.data?.bibs ?? [];

  return (
    <div className="name-search">
      <Input.Search
        size="large"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          search.reset();
        }}
        onSearch={submit}
        placeholder={t('nameSearch.placeholder')}
        aria-label={t('nameSearch.label')}
        enterButton={t('nameSearch.button')}
        status={error ? 'error' : undefined}
        loading={search.isPending}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        allowClear
      />
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
      {search.isSuccess && bibs.length === 0 && (
        <Typography.Paragraph type="secondary" role="status" className="name-search-none">
          {t('nameSearch.none')}
        </Typography.Paragraph>
      )}
      {bibs.length > 1 && (
        <div role="status" className="name-search-bibs">
          <Typography.Paragraph>{t('nameSearch.several')}</Typography.Paragraph>
          <Space wrap>
            {bibs.map((bib) => (
              <Button key={bib} onClick={() => openBib(bib)}>
                {t('nameSearch.bib', { bib })}
              </Button>
            ))}
          </Space>
        </div>
      )}
    </div>
  );
}
