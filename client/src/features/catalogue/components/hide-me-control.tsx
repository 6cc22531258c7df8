import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHideMe, useMyHidden, useUndoHideMe } from '../api/face-search.ts';

/**
 * 移除我的臉 for members, under a selfie's results: the faces matching the selfie stop being found
 * in this activity, for everyone; the member's requests here can be undone.
 */
export function HideMeControl({ activityId, file }: { activityId: number; file: File }) {
  const { t } = useTranslation('catalogue');
  const hide = useHideMe();
  const undo = useUndoHideMe();
  const hidden = useMyHidden(true);
  const active = (hidden.data?.items ?? []).filter((item) => item.activityId === activityId && !item.undoneAt);
  return (
    <div className="hide-me">
      <Popconfirm
        title={t('face.hideMe.confirmTitle')}
        description={
          <Typography.Paragraph className="hide-me-explain">{t('face.hideMe.explain')}</Typography.Paragraph>
        }
        okText={t('face.hideMe.confirm')}
        onConfirm={() => hide.mutate({ activityId, file })}
      >
        <Button danger icon={<EyeInvisibleOutlined />} loading={hide.isPending}>
          {t('face.hideMe.button')}
        </Button>
      </Popconfirm>
      {hide.data && (
        <Alert
          type={hide.data.hidden > 0 ? 'success' : 'info'}
          showIcon
          title={hide.data.hidden > 0 ? t('face.hideMe.done', { count: hide.data.hidden }) : t('face.hideMe.none')}
        />
      )}
      {active.map((request) => (
        <Alert
          key={request.id}
          type="warning"
          title={t('face.hideMe.active', { count: request.faceCount })}
          action={
            <Button
              size="small"
              loading={undo.isPending && undo.variables === request.id}
              onClick={() => undo.mutate(request.id)}
            >
              {t('face.hideMe.undo')}
            </Button>
          }
        />
      ))}
    </div>
  );
}
