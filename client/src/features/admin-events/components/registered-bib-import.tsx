import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import {
  type ImportResult,
  type RegisteredList,
  useDeleteRegisteredBibs,
  useImportRegisteredBibs,
} from '../api/registered-bibs.ts';

type Problem = ImportResult['problems'][number];

/** Ranges typed one a line become the one-column CSV the import reads. */
const rangesFile = (text: string) => new File([`bib\n${text.trim()}\n`], 'ranges.csv', { type: 'text/csv' });

/**
 * Importing the registered bibs: a CSV file, or ranges typed one a line. Either replaces the list
 * (asked first when there is one); a file with bad rows imports nothing and lists them.
 */
export function RegisteredBibImport({ activityId, list }: { activityId: number; list: RegisteredList | null }) {
  const { t } = useTranslation('admin-events');
  const [modal, dialogs] = Modal.useModal();
  const [ranges, setRanges] = useState('');
  const importing = useImportRegisteredBibs(activityId);
  const removing = useDeleteRegisteredBibs(activityId);

  const upload = (file: File) =>
    importing.mutate(file, {
      onSuccess: (result) => {
        if (!result.imported) return;
        notify.success(t('registered.imported', { count: result.list?.bibCount ?? 0 }));
        if (file.name === 'ranges.csv') setRanges('');
      },
    });
  const replaceWith = (file: File) => {
    if (!list) return upload(file);
    modal.confirm({
      title: t('registered.replaceTitle'),
      content: t('registered.replaceText', { count: list.bibCount, file: file.name }),
      okText: t('registered.replace'),
      cancelText: t('cancel'),
      onOk: () => upload(file),
    });
  };
  const result = importing.data;

  return (
    <div className="registered-bib-import">
      <Typography.Paragraph type="secondary">{t('registered.format')}</Typography.Paragraph>
      <Space wrap align="start">
        <Upload
          accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
          showUploadList={false}
          customRequest={({ file }) => replaceWith(file as File)}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={importing.isPending}>
            {t('registered.chooseFile')}
          </Button>
        </Upload>
        {list && (
          <Popconfirm
            title={t('registered.removeTitle')}
            description={t('registered.removeText')}
            okText={t('registered.remove')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => removing.mutateAsync()}
          >
            <Button danger loading={removing.isPending}>
              {t('registered.remove')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <div className="registered-bib-ranges">
        <Input.TextArea
          value={ranges}
          onChange={(event) => setRanges(event.target.value)}
          aria-label={t('registered.rangesLabel')}
          placeholder={t('registered.rangesPlaceholder')}
          rows={3}
          maxLength={10_000}
        />
        <Button disabled={!ranges.trim()} loading={importing.isPending} onClick={() => replaceWith(rangesFile(ranges))}>
          {t('registered.importRanges')}
        </Button>
      </div>
      {result && !result.imported && <ImportProblems result={result} />}
      {dialogs}
    </div>
  );
}

/** Why nothing was imported: each bad row with its number, and how many more there are. */
function ImportProblems({ result }: { result: ImportResult }) {
  const { t } = useTranslation('admin-events');
  const unlisted = result.problemCount - result.problems.length;
  return (
    <div className="registered-bib-problems">
      <Alert
        type="error"
        showIcon
        title={t('registered.refused', { count: result.problemCount })}
        description={unlisted > 0 ? t('registered.moreProblems', { count: unlisted }) : undefined}
      />
      <Table<Problem>
        rowKey={(problem) => `${problem.row}:${problem.code}`}
        size="small"
        pagination={false}
        dataSource={result.problems}
        scroll={{ y: 320 }}
        columns={[
          { title: t('registered.row'), dataIndex: 'row', width: 90 },
          { title: t('registered.problem'), dataIndex: 'message' },
        ]}
      />
    </div>
  );
}
