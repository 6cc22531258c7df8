import { Button, Input, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import {
  useAddBibTag,
  useDeletePhotos,
  useOfferedPrices,
  useReprocess,
  useSetHidden,
  useSetPrice,
  type MyPhoto,
} from '../api/my-work-photos.ts';

/** What can be done to the selected photos at once; stays at the bottom of the screen while scrolling. */
export function MyWorkBulkBar({ coId, selected, onDone }: { coId: number; selected: MyPhoto[]; onDone: () => void }) {
  const { t } = useTranslation('photographer');
  const prices = useOfferedPrices();
  const [bib, setBib] = useState('');
  const setHidden = useSetHidden();
  const remove = useDeletePhotos();
  const setPrice = useSetPrice();
  const addBib = useAddBibTag();
  const reprocess = useReprocess();
  const busy = [setHidden, remove, setPrice, addBib, reprocess].some((mutation) => mutation.isPending);
  const ids = selected.map((photo) => photo.id);
  // Failures were already shown by the request layer; the selection stays for another try.
  const ignoreFailure = () => {};

  function changed({ changed: count }: { changed: number }) {
    notify.success(t('myWork.done', { count }));
    onDone();
  }

  function hide(hidden: boolean) {
    setHidden.mutateAsync({ photoIds: ids, hidden }).then(changed, ignoreFailure);
  }

  /** Photos in an order keep their record: they are left out, and the photographer told how many. */
  function deleteSelected() {
    const deletable = selected.filter((photo) => !photo.inOrder).map((photo) => photo.id);
    const skipped = selected.length - deletable.length;
    if (deletable.length === 0) {
      notify.warning(t('myWork.deleteNone'));
      return;
    }
    remove.mutateAsync(deletable).then(({ changed: count }) => {
      notify.success(t('myWork.deleted', { count }));
      if (skipped > 0) notify.warning(t('myWork.deleteSkipped', { count: skipped }));
      onDone();
    }, ignoreFailure);
  }

  function addBibToAll() {
    if (!bib.trim()) return;
    addBib.mutateAsync({ photoIds: ids, bib: bib.trim() }).then((result) => {
      setBib('');
      changed(result);
    }, ignoreFailure);
  }

  function processAgain() {
    reprocess.mutateAsync(ids).then(({ reprocessed, skipped }) => {
      notify.success(t('myWork.reprocessed', { count: reprocessed }));
      if (skipped > 0) notify.info(t('myWork.reprocessSkipped', { count: skipped }));
      onDone();
    }, ignoreFailure);
  }

  return (
    <div className="my-work-bulk-bar" role="toolbar" aria-label={t('myWork.selected', { count: selected.length })}>
      <span className="my-work-bulk-count">{t('myWork.selected', { count: selected.length })}</span>
      <Button size="small" disabled={busy} onClick={() => hide(true)}>
        {t('myWork.hide')}
      </Button>
      <Button size="small" disabled={busy} onClick={() => hide(false)}>
        {t('myWork.unhide')}
      </Button>
      <Popconfirm
        title={t('myWork.deleteConfirm', { count: selected.length })}
        okButtonProps={{ danger: true }}
        okText={t('myWork.delete')}
        onConfirm={deleteSelected}
      >
        <Button size="small" danger disabled={busy}>
          {t('myWork.delete')}
        </Button>
      </Popconfirm>
      <Button size="small" disabled={busy} onClick={processAgain}>
        {t('myWork.reprocess')}
      </Button>
      <Select
        size="small"
        className="my-work-bulk-price"
        placeholder={t('myWork.setPrice')}
        aria-label={t('myWork.setPrice')}
        disabled={busy}
        value={null}
        loading={prices.isPending}
        options={(prices.data ?? []).map((price) => ({ value: price, label: t('myWork.price', { price }) }))}
        onChange={(price: number) => setPrice.mutateAsync({ coId, price, photoIds: ids }).then(changed, ignoreFailure)}
      />
      <Space.Compact size="small">
        <Input
          className="my-work-bulk-bib"
          placeholder={t('myWork.addBibPlaceholder')}
          aria-label={t('myWork.addBibPlaceholder')}
          maxLength={16}
          value={bib}
          onChange={(event) => setBib(event.target.value)}
          onPressEnter={addBibToAll}
        />
        <Button disabled={busy || !bib.trim()} onClick={addBibToAll}>
          {t('myWork.addBib')}
        </Button>
      </Space.Compact>
    </div>
  );
}
