import { MergeCellsOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { useNavigate } from 'react-router-dom';
import { BIB_PATTERN } from '../lib/bib.ts';

/**
 * The bib box: a valid number opens /albumsearch/{activityId}?code={bib}. With `onMerge` (the
 * visitor has a selfie search on this page), 合併結果 merges the bib with it instead. It is a real
 * form to that address: on a page the server drew, a number typed before the app has taken the page
 * over (a phone on a slow line) is still searched, by the browser itself.
 */
export function BibSearchForm({
  activityId,
  initial = '',
  onMerge,
}: {
  activityId: number;
  initial?: string;
  onMerge?: (code: string) => void;
}) {
  const t = useRepeatedT('catalogue');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  /** The typed bib when valid; else null, and the reason shown under the box. */
  const validCode = (text: string) => {
    const code = text.trim();
    const problem = !code ? t('search.bibRequired') : !BIB_PATTERN.test(code) ? t('search.bibInvalid') : null;
    setError(problem);
    return problem ? null : code;
  };
  const search = (text: string) => {
    const code = validCode(text);
    if (code) void navigate(`/albumsearch/${activityId}?${new URLSearchParams({ code }).toString()}`);
  };
  const merge = (merged: (code: string) => void) => {
    const code = validCode(value);
    if (code) merged(code);
  };

  return (
    <div className="bib-search">
      <form
        action={`/albumsearch/${activityId}`}
        method="get"
        role="search"
        // Once the app runs, Enter and the button search through onSearch.
        onSubmit={(event) => event.preventDefault()}
      >
        <Input.Search
          name="code"
          size="large"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onSearch={search}
          placeholder={t('search.bibPlaceholder')}
          aria-label={t('search.bibLabel')}
          enterButton={
            <Button type="primary" htmlType="submit">
              {t('search.bibButton')}
            </Button>
          }
          status={error ? 'error' : undefined}
          inputMode="text"
          maxLength={20}
          allowClear
        />
      </form>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
      {onMerge && (
        <div className="bib-merge">
          <Typography.Paragraph type="secondary">{t('merged.mergeHint')}</Typography.Paragraph>
          <Button icon={<MergeCellsOutlined />} onClick={() => merge(onMerge)}>
            {t('merged.mergeButton')}
          </Button>
        </div>
      )}
    </div>
  );
}
