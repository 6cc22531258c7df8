import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadForm } from '../../lib/upload.ts';
import { sanitizeHtml } from '../ui/rich-text.tsx';
import './rich-text-editor.css';

const UPLOAD_IMAGE = '/api/TokenAuth/UploadImg/Upload/FormImg';

/** Uploads a picture for rich content (stored resized in the public bucket) and answers its URL. */
export async function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await uploadForm(UPLOAD_IMAGE, form, {})).url;
}

/**
 * The back office's rich-text field (footer pages, race descriptions), usable as an antd Form
 * control (`value` / `onChange` carry HTML). The browser's own editing commands do the work; what
 * is pasted or typed is sanitised here for the preview, and the server sanitises again on save,
 * which is what protects visitors.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  id,
}: {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [uploading, setUploading] = useState(false);

  // Outside changes (a loaded record, a form reset) replace the content; our own edits do not,
  // or the caret would jump to the start on every key.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== (value ?? '')) element.innerHTML = sanitizeHtml(value ?? '');
  }, [value]);

  function emit() {
    onChange?.(area.current?.innerHTML ?? '');
  }

  function rememberSelection() {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    }
  }

  function restoreSelection() {
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  }

  function run(command: string, argument?: string) {
    restoreSelection();
    document.execCommand(command, false, argument);
    rememberSelection();
    emit();
  }

  async function insertImage(file: File) {
    setUploading(true);
    try {
      run('insertImage', await uploadContentImage(file));
    } finally {
      setUploading(false);
    }
  }

  const tool = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        icon={icon}
        size="small"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="rich-text-editor">
      <Space wrap size={4} className="rich-text-editor-toolbar" role="toolbar">
        <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => run('formatBlock', 'h2')}>
          H2
        </Button>
        <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => run('formatBlock', 'h3')}>
          H3
        </Button>
        <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => run('formatBlock', 'p')}>
          {t('richText.paragraph')}
        </Button>
        {tool(t('richText.bold'), <BoldOutlined />, () => run('bold'))}
        {tool(t('richText.italic'), <ItalicOutlined />, () => run('italic'))}
        {tool(t('richText.underline'), <UnderlineOutlined />, () => run('underline'))}
        {tool(t('richText.bulletList'), <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool(t('richText.numberedList'), <OrderedListOutlined />, () => run('insertOrderedList'))}
        {tool(t('richText.link'), <LinkOutlined />, () => setLinkOpen(true))}
        <Tooltip title={t('richText.image')}>
          <Button
            aria-label={t('richText.image')}
            icon={<PictureOutlined />}
            size="small"
            loading={uploading}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        {tool(t('richText.clear'), <ClearOutlined />, () => run('removeFormat'))}
      </Space>
      <div
        id={id}
        ref={area}
        className="rich-text rich-text-editor-area"
        contentEditable
        role="textbox"
        aria-multiline
        data-placeholder={placeholder}
        onInput={emit}
        onBlur={emit}
        onKeyUp={rememberSelection}
        onMouseUp={rememberSelection}
        suppressContentEditableWarning
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <Modal
        open={linkOpen}
        title={t('richText.link')}
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          setLinkOpen(false);
          // Only web and mail links: a javascript: URL would be stripped on save anyway.
          if (/^(https?:\/\/|mailto:|\/)/i.test(linkUrl)) run('createLink', linkUrl);
        }}
      >
        <Input
          aria-label={t('richText.linkUrl')}
          value={linkUrl}
          onChange={(event) => setLinkUrl(event.target.value)}
        />
      </Modal>
    </div>
  );
}
