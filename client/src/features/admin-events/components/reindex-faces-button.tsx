import { ScanOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { reindexActivityFaces } from '../api/activities.ts';

/**
 * Detects the faces of an activity's published photos again, after a confirmation: how an older
 * activity's faces are described the way new photos are (decisions/095). Hidden faces stay hidden.
 */
export function ReindexFacesButton({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('admin-events');
  const [modal, dialogs] = Modal.useModal();

  function confirm() {
    modal.confirm({
      title: t('reindexFacesTitle', { title }),
      content: t('reindexFacesContent'),
      okText: t('reindexFaces'),
      cancelText: t('cancel'),
      onOk: async () => {
        const { photos } = await reindexActivityFaces(id);
        notify.success(t('reindexFacesQueued', { count: photos }));
      },
    });
  }

  return (
    <>
      <Button icon={<ScanOutlined />} onClick={confirm}>
        {t('reindexFaces')}
      </Button>
      {dialogs}
    </>
  );
}
