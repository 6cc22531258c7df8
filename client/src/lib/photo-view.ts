// Shared by every feature that shows photos (catalogue, shop); features must not import each other.

/** A published photo as every answer shows it (server gallery PhotoView): public renditions only. */
export interface PhotoView {
  id: number;
  /** The album's id. */
  coId: number;
  thumbnailUrl: string | null;
  previewUrl: string | null;
  width: number | null;
  height: number | null;
  takenAt: string;
  /** NT$, an integer. */
  price: number;
}
