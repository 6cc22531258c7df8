import { Popconfirm, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteRace, saveRace, useRaceChange, type Race } from '../api/races.ts';
import { CoverUpload } from './cover-upload.tsx';
import { RaceForm } from './race-form.tsx';

/** Creates a race (then opens it, to add its cover) or edits one, with its cover and delete. */
export function RaceEditor({ race }: { race?: Race }) {
  const { t } = useTranslation('admin-events');
  const navigate = useNavigate();
  const save = useRaceChange(saveRace);
  const remove = useRaceChange(deleteRace);
  return (
    <>
      {race && <CoverUpload owner="race" id={race.id} coverUrl={race.coverUrl} />}
      <RaceForm
        race={race}
        saving={save.isPending}
        error={save.error}
        onSave={(input) =>
          save.mutate(
            { ...input, id: race?.id },
            { onSuccess: (saved) => !race && navigate(`/admin/EventDetails/${saved.id}`, { replace: true }) },
          )
        }
      />
      {race && (
        <Popconfirm
          title={t('deleteRaceConfirm', { title: race.title })}
          onConfirm={() => remove.mutate(race.id, { onSuccess: () => navigate('/admin/EventList') })}
        >
          <Button danger style={{ marginTop: 24 }} loading={remove.isPending}>
            {t('deleteRace')}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
