import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cataloguePhoto, envelope, failure, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import { activityConfigOf } from '../testing/activity-config.ts';

const BROWSE = '/api/services/app/PhotoGalleryConfigAppSerivce/GetActivityPhotosByPlaceAndTime';
const photographer = { id: 9, displayName: '阿明', avatarUrl: null };
const album = (coId: number, cameraPoint: string | null) => ({
  coId,
  name: `相簿 ${coId}`,
  cameraPoint,
  shootDate: null,
  photographer,
  photoCount: 3,
  coverUrl: null,
});
const activityConfig = activityConfigOf({
  photographerCount: 1,
  faceSearchEnabled: false,
  albums: [album(1, '10K'), album(2, '終點'), album(3, '10K'), album(4, null)],
});
const photo = (id: number) => cataloguePhoto(id, { takenAt: '2026-11-01T00:40:00Z', cameraPoint: '10K' });

describe('browse an activity by place and time', { timeout: 60_000 }, () => {
  it('asks for the photos of a camera point 5 minutes either side of a time, and retries after a failure', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    let fail = true;
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path === BROWSE) {
        asked.push(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams);
        if (fail) return failure('伺服器錯誤', 500);
        return envelope({ totalCount: 2, items: [photo(11), photo(12)] });
      }
      return undefined;
    });
    renderApp('/activityevent/5');
    const section = await screen.findByRole('region', { name: '依地點與時間瀏覽' });
    expect(within(section).getByText('請選擇拍攝地點或時間')).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await user.click(within(section).getByRole('combobox', { name: '拍攝點' }));
    // The distinct camera points of the albums, after "all".
    await screen.findByTitle('終點');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(options).toEqual(['全部地點', '10K', '終點']);
    await user.click(screen.getByTitle('10K'));
    fireEvent.change(within(section).getByLabelText('大約時間'), { target: { value: '08:40' } });

    const retry = await within(section).findByRole('button', { name: '重試' });
    fail = false;
    await user.click(retry);
    expect(await within(section).findByText('08:35–08:45 共 2 張照片，由新到舊')).toBeInTheDocument();
    expect(within(section).getAllByRole('figure')).toHaveLength(2);
    expect(asked.at(-1)!.get('cameraPoint')).toBe('10K');
    expect(asked.at(-1)!.get('around')).toBe('08:40');
    expect(asked.at(-1)!.get('activityId')).toBe('5');
  });

  it('says so when nothing was taken there and then', async () => {
    stubApi((path) => {
      if (path.endsWith('/GetConfigByActivityId')) return envelope(activityConfig);
      if (path === BROWSE) return envelope({ totalCount: 0, items: [] });
      return undefined;
    });
    renderApp('/activityevent/5');
    const section = await screen.findByRole('region', { name: '依地點與時間瀏覽' });
    fireEvent.change(within(section).getByLabelText('大約時間'), { target: { value: '07:00' } });
    expect(await within(section).findByText('這個地點與時間沒有照片')).toBeInTheDocument();
  });
});
