import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const detail = {
  photo: {
    id: 42,
    coId: 1,
    thumbnailUrl: '/media/t42.jpg',
    previewUrl: '/media/p42.jpg',
    width: 1600,
    height: 1067,
    takenAt: '2026-11-01T00:00:00Z',
    price: 169,
  },
  album: { coId: 1, name: '終點' },
  activity: { id: 5, sgL_Title: '2026 臺北城市馬拉松', sgL_ActivityDate: '2026-11-01' },
  photographer: { id: 9, displayName: '阿明', avatarUrl: null },
  bibs: ['A123'],
  neighbours: [],
};

/** The photo page of photo 42, reached from a bib search (its address carries ?code=). */
async function openPhotoPage() {
  stubApi((path) => (path.endsWith('/GetPhotoDetail') ? envelope(detail) : undefined));
  renderApp('/albumphotodetail/42?code=A123');
  await screen.findByRole('heading', { name: '2026 臺北城市馬拉松', level: 1 });
}

// The photo's own address, without the search that led to it.
const photoUrl = `${window.location.origin}/albumphotodetail/42`;

function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

afterEach(() => {
  setNavigator('clipboard', undefined);
  setNavigator('share', undefined);
});

describe("the photo page's share buttons", () => {
  it("links to LINE's and Facebook's share pages with the photo's address", async () => {
    await openPhotoPage();
    const encoded = encodeURIComponent(photoUrl);
    expect(screen.getByRole('link', { name: '分享到 LINE' })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encoded}`,
    );
    const facebook = screen.getByRole('link', { name: '分享到 Facebook' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    await openPhotoPage();
    await userEvent.click(screen.getByRole('button', { name: /複製連結/ }));
    expect(writeText).toHaveBeenCalledWith(photoUrl);
    expect(await screen.findByText('已複製連結')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '這張照片的連結' })).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand where the clipboard is not available', async () => {
    setNavigator('clipboard', undefined);
    await openPhotoPage();
    await userEvent.click(screen.getByRole('button', { name: /複製連結/ }));
    expect(await screen.findByRole('textbox', { name: '這張照片的連結' })).toHaveValue(photoUrl);
    expect(screen.getByText('無法自動複製，請複製下方連結：')).toBeInTheDocument();
  });

  it("opens the phone's share sheet where there is one", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    setNavigator('share', share);
    await openPhotoPage();
    await userEvent.click(screen.getByRole('button', { name: /更多/ }));
    expect(share).toHaveBeenCalledWith({ title: '2026 臺北城市馬拉松', url: photoUrl });
    // Closing the sheet is no failure: no link to copy by hand appears.
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('textbox', { name: '這張照片的連結' })).not.toBeInTheDocument();
  });

  it('has no share-sheet button where the browser has none', async () => {
    setNavigator('share', undefined);
    await openPhotoPage();
    expect(screen.getByRole('button', { name: /複製連結/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /更多/ })).not.toBeInTheDocument();
  });
});
