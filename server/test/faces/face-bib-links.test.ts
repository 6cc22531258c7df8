import { describe, expect, it } from 'vitest';
import { faceAboveBib, linkFacesToBibs, type Box } from '../../src/faces/face-bib-links.ts';
import { photosFoundByLinks } from '../../src/modules/catalogue/linked-faces.ts';

// A runner: face 60 px wide at (x, 100), bib digits two face heights lower.
const faceAt = (x: number): Box => ({ x, y: 100, width: 60, height: 60 });
const bibBelow = (x: number): Box => ({ x: x - 20, y: 280, width: 100, height: 40 });
const face = (id: number, x: number, hidden = false) => ({ id, box: faceAt(x), hidden });
const bib = (number: string, x: number, confidence = 0.9) => ({ bib: number, confidence, box: bibBelow(x) });

describe('linking a face to the bib below it', () => {
  it('links the one face centred above a confidently read bib', () => {
    expect(linkFacesToBibs([face(1, 100), face(2, 600)], [bib('1234', 100), bib('5678', 600)])).toEqual([
      { faceId: 1, bib: '1234' },
      { faceId: 2, bib: '5678' },
    ]);
  });

  it('links nothing to a doubtful reading, a typed tag without a box, or a bib with no face above it', () => {
    expect(linkFacesToBibs([face(1, 100)], [bib('1234', 100, 0.6)])).toEqual([]);
    expect(linkFacesToBibs([face(1, 100)], [{ bib: '1234', confidence: 1, box: null }])).toEqual([]);
    expect(linkFacesToBibs([face(1, 100)], [bib('1234', 700)])).toEqual([]);
  });

  it('never links a hidden face, nor hands its bib to a neighbour', () => {
    expect(linkFacesToBibs([face(1, 100, true)], [bib('1234', 100)])).toEqual([]);
    const behind = { id: 2, box: { x: 110, y: 90, width: 40, height: 40 }, hidden: false };
    expect(faceAboveBib(behind.box, bibBelow(100))).toBe(true);
    expect(linkFacesToBibs([face(1, 100, true), behind], [bib('1234', 100)])).toEqual([]);
  });

  it('refuses a bib with two candidate faces, and a face above two bibs', () => {
    const behind = { id: 2, box: { x: 110, y: 90, width: 40, height: 40 }, hidden: false };
    expect(linkFacesToBibs([face(1, 100), behind], [bib('1234', 100)])).toEqual([]);
    const twoBibs = [bib('1234', 100), { bib: '5678', confidence: 0.9, box: { ...bibBelow(100), y: 340 } }];
    expect(linkFacesToBibs([face(1, 100)], twoBibs)).toEqual([]);
  });

  it('does not take a face below the bib, or one a whole body above it', () => {
    expect(faceAboveBib({ x: 100, y: 330, width: 60, height: 60 }, bibBelow(100))).toBe(false);
    expect(faceAboveBib({ x: 100, y: -200, width: 60, height: 60 }, bibBelow(100))).toBe(false);
  });
});

describe('photos found through linked faces', () => {
  const match = (faceId: number, photoId: number) => ({ faceId, photoId, distance: 0.2 });

  it('answers the photos where a linked face is found again', () => {
    const links = [{ faceId: 1, matches: [match(1, 10), match(7, 11)] }];
    expect(photosFoundByLinks('1234', links, (id) => (id === 1 ? '1234' : undefined))).toEqual([
      { photoId: 10, faceId: 1, linkFaceId: 1 },
      { photoId: 11, faceId: 7, linkFaceId: 1 },
    ]);
  });

  it('leaves out a link whose face is also linked to another bib (a contradiction)', () => {
    const links = [
      { faceId: 1, matches: [match(1, 10), match(5, 12)] },
      { faceId: 3, matches: [match(3, 13), match(8, 14)] },
    ];
    const bibs = new Map([
      [1, '1234'],
      [3, '1234'],
      [5, '9999'],
    ]);
    expect(photosFoundByLinks('1234', links, (id) => bibs.get(id))).toEqual([
      { photoId: 13, faceId: 3, linkFaceId: 3 },
      { photoId: 14, faceId: 8, linkFaceId: 3 },
    ]);
  });
});
