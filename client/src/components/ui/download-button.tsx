import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { startDownload, type DownloadTarget } from '../../lib/download.ts';

/** Asks for a fresh download link and lets the browser save the file (the request layer reports failures). */
export function DownloadButton({ what, children, ...props }: { what: DownloadTarget } & Omit<ButtonProps, 'target'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        startDownload(what)
          .catch(() => {})
          .finally(() => setBusy(false));
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
