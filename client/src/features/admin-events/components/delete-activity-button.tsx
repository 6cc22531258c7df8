import { DeleteOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteActivity, getDeleteImpact } from '../api/delete-activity.ts';

/**
 * Deletes an activity after a confirmation naming what goes with it (albums, photos, faces); an
 * activity whose photos are in orders cannot be deleted, and the dialog says so instead.
 */
export function DeleteActivityButton({ id, title, onDeleted }: { id: number; title: string; onDeleted: () => void }) {
  const { t } = useTranslation('admin-events');
  const [modal, dialogs] = Modal.useModal();
  const [checking, setChecking] = useState(false);

  async function confirm() {
    setChecking(true);
    try {
      const impact = await getDeleteImpact(id);
      if (impact.orderedItems > 0) {
        modal.warning({ title: t('deleteRefusedTitle'), content: t('deleteRefused', { count: impact.orderedItems }) });
        return;
      }
      modal.confirm({
        title: t('deleteTitle', { title }),
        content: t('deleteImpact', impact),
        okText: t('delete'),
        okButtonProps: { danger: true },
        cancelText: t('cancel'),
        onOk: async () => {
          await deleteActivity(id);
          onDeleted();
        },
      });
    } catch {
      // The reason was already shown.
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <Button danger icon={<DeleteOutlined />} loading={checking} onClick={() => void confirm()}>
        {t('delete')}
      </Button>
      {dialogs}
    </>
  );
}
