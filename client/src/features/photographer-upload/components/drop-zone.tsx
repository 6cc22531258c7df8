import { FolderOpenOutlined, InboxOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { droppedFiles, pickedFiles } from '../engine/dropped-files.ts';
import type { QueuedFile } from '../engine/upload-queue.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** Where photos come in: dropped files or folders, or picked with the two buttons. */
export function DropZone({ onFiles }: { onFiles: (files: QueuedFile[]) => void }) {
  const { t } = useTranslation('photographer-upload');
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void droppedFiles(event.dataTransfer).then(onFiles);
  };
  const pick = (input: HTMLInputElement) => {
    onFiles(pickedFiles(input.files));
    input.value = ''; // the same folder may be chosen again, e.g. after a reload
  };

  return (
    <div
      className={`upload-drop-zone${over ? ' upload-drop-zone-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <InboxOutlined className="upload-drop-icon" aria-hidden />
      <div className="upload-drop-hint">{t('drop.hint')}</div>
      <div className="upload-drop-formats">{t('drop.formats')}</div>
      <Space wrap className="upload-drop-buttons">
        <Button icon={<PictureOutlined />} onClick={() => filesInput.current?.click()}>
          {t('drop.files')}
        </Button>
        <Button type="primary" icon={<FolderOpenOutlined />} onClick={() => folderInput.current?.click()}>
          {t('drop.folder')}
        </Button>
      </Space>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-label={t('drop.files')}
        onChange={(event) => pick(event.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        aria-label={t('drop.folder')}
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(event) => pick(event.currentTarget)}
      />
    </div>
  );
}
