import { describe, expect, it } from 'vitest';
import { isPartOfLongerBib } from '../../src/shared/domain/bib.ts';
import { sortReadings } from '../../src/shared/registered-bibs.ts';

// Which readings a race's registered list publishes, holds or drops (decisions 067 and 093). A
// reading that looks cut may be part of a longer number under an arm; the list publishes it only
// when no longer registered bib starts or ends with it.

const reading = (bib: string, looksCut = false) => ({ bib, looksCut });
const sorted = (readings: ReturnType<typeof reading>[], registered: string[] | null) => {
  const list = registered && {
    registered: new Set(registered),
    partOfLonger: new Set(readings.map((r) => r.bib).filter((bib) => isPartOfLongerBib(bib, registered))),
  };
  const { publish, hold } = sortReadings(readings, list);
  return {
    publish: publish.map((r) => (r.listVouched ? `${r.bib} (vouched)` : r.bib)),
    hold: hold.map((r) => r.bib),
  };
};

describe('sorting a photo’s readings by the registered list', () => {
  it('knows a number that a longer bib of the list starts or ends with', () => {
    const registered = ['18735', 'S18848', '2001'];
    expect(isPartOfLongerBib('1873', registered)).toBe(true);
    expect(isPartOfLongerBib('8735', registered)).toBe(true);
    // S18848 with its S covered.
    expect(isPartOfLongerBib('18848', registered)).toBe(true);
    // Inside but at neither end, the same number, or longer: not a covered end.
    expect(isPartOfLongerBib('873', registered)).toBe(false);
    expect(isPartOfLongerBib('2001', registered)).toBe(false);
    expect(isPartOfLongerBib('20011', registered)).toBe(false);
  });

  it('without a list publishes every whole reading and drops those that look cut', () => {
    expect(sorted([reading('1234'), reading('4321', true)], null)).toEqual({ publish: ['1234'], hold: [] });
  });

  it('with a list publishes registered bibs and holds the rest for review', () => {
    expect(sorted([reading('1001'), reading('518848')], ['1001', '1002'])).toEqual({
      publish: ['1001'],
      hold: ['518848'],
    });
  });

  it('publishes a number that looks cut only when registered and no longer registered bib could be its whole', () => {
    const list = ['2001', '1873', '18735', '777'];
    const readings = [reading('2001', true), reading('1873', true), reading('4242', true), reading('777')];
    // 1873 may be 18735 under an arm; 4242 is no runner's; neither is held, as neither is published without a list.
    expect(sorted(readings, list)).toEqual({ publish: ['2001 (vouched)', '777'], hold: [] });
  });
});
