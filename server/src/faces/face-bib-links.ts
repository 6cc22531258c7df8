// Bib and face linked (decision 044): in a photo where OCR read a bib with high confidence and
// exactly one face sits centred above it, that face is the bib's runner. A bib search then also
// finds the photos where that face appears again, bib hidden or unread.
import type { Prisma } from '../generated/prisma/client.ts';
import { BibSource } from '../shared/domain/bib.ts';

/** OCR readings at least this sure can link a face (bib search ranks them with typed tags). */
export const LINK_MIN_CONFIDENCE = 0.8;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface LinkableFace {
  id: number;
  box: Box;
  hidden: boolean;
}
export interface ReadBib {
  bib: string;
  confidence: number;
  box: Box | null;
}

/**
 * The face is the bib's wearer by position: its centre over the bib's digits, wholly above them,
 * and no more than a torso (four face heights) higher; a bib far wider than the face is a
 * nearer runner's.
 */
export function faceAboveBib(face: Box, bib: Box): boolean {
  const faceCentre = face.x + face.width / 2;
  const faceBottom = face.y + face.height;
  return (
    Math.abs(faceCentre - (bib.x + bib.width / 2)) <= Math.max(bib.width / 2, face.width / 2) &&
    faceBottom <= bib.y &&
    bib.y - faceBottom <= 4 * face.height &&
    bib.width <= 4 * face.width
  );
}

/**
 * Links of one photo: each confident bib with a box whose only candidate face is above it, when
 * that face is above no other confident bib. A hidden face is never linked, and still counts as
 * a candidate (it makes the bib ambiguous rather than handing it to a neighbour).
 */
export function linkFacesToBibs(faces: readonly LinkableFace[], bibs: readonly ReadBib[]) {
  const confident = bibs.filter(
    (bib): bib is ReadBib & { box: Box } => bib.box !== null && bib.confidence >= LINK_MIN_CONFIDENCE,
  );
  const candidates = confident.map((bib) => faces.filter((face) => faceAboveBib(face.box, bib.box)));
  const links: { faceId: number; bib: string }[] = [];
  confident.forEach((bib, index) => {
    const only = candidates[index]!.length === 1 ? candidates[index]![0]! : null;
    if (!only || only.hidden) return;
    const bibsOfFace = candidates.filter((faces) => faces.includes(only)).length;
    if (bibsOfFace === 1) links.push({ faceId: only.id, bib: bib.bib });
  });
  return links;
}

/**
 * Recomputes the photo's links from its stored faces and OCR tags, inside the caller's transaction
 * (after both are written: on publication and when its faces are indexed again).
 */
export async function linkPhotoFaces(tx: Prisma.TransactionClient, photo: { id: number; activityId: number }) {
  const [faces, tags] = await Promise.all([
    tx.face.findMany({ where: { photoId: photo.id } }),
    tx.bibTag.findMany({ where: { photoId: photo.id, source: BibSource.ocr } }),
  ]);
  const links = linkFacesToBibs(
    faces.map((face) => ({ id: face.id, box: face, hidden: face.hideRequestId !== null })),
    tags.map(({ bib, confidence, boxX, boxY, boxWidth, boxHeight }) => ({
      bib,
      confidence,
      box:
        boxX === null || boxY === null || boxWidth === null || boxHeight === null
          ? null
          : { x: boxX, y: boxY, width: boxWidth, height: boxHeight },
    })),
  );
  await tx.faceBibLink.deleteMany({ where: { photoId: photo.id } });
  await tx.faceBibLink.createMany({
    data: links.map((link) => ({ ...link, activityId: photo.activityId, photoId: photo.id })),
  });
}

/** Forgets a face's link (its person said "not me"): bib searches stop finding photos through it. */
export async function unlinkFace(db: Prisma.TransactionClient, faceId: number): Promise<void> {
  await db.faceBibLink.deleteMany({ where: { faceId } });
}
