import { pct, say } from './face-set.ts';
import type { CopySource } from './hideme-copies.ts';

// The tables `npm run bench:hideme-copies` prints.

export const TRUE_PAIRS = 'true selfie against one other photo of the person';
export const TRUE_SELFIES = 'true selfie against all the other photos of the person';
export const STRANGERS = "a selfie against others' photos";
export const SET_RACE_PHOTOS = "the set's race photos of the person (same source picture, redrawn)";

/** How one selfie or copy fared against an activity's faces. */
export interface Verdict {
  /** What hide me compares: the nearest rendition descriptor of a candidate face to a look. */
  rendition: number;
  /** What the rule before it compared: the nearest stored (original) descriptor. */
  original: number;
  /** A copy's distance to the renditions of the face it was cut from, and to its stored descriptor. */
  toSource?: number;
  sourceOriginal?: number;
  /** The face it was cut from was not among the candidates (too far from every look, or past the cap). */
  sourceMissed?: boolean;
}

type Groups = Map<string, { source?: CopySource; values: Verdict[]; noFace: number }>;

const format = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(3));
const sorted = (values: number[]) => values.toSorted((a, b) => a - b);
const percentile = (values: number[], share: number) =>
  values[Math.min(values.length - 1, Math.floor(share * values.length))];
/** The rule before this one: within 0.25 of a stored (original) descriptor. */
const OLD_RULE = 0.25;

function groupTable(groups: Groups) {
  say("Distance to the nearest candidate face's rendition descriptor (hide me's measure):");
  say(
    '| pictures | n | no face | min | p1 | p5 | p50 | p95 | p99 | max | to its source: p50, max | source not a candidate | old rule refused |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [group, { values, noFace }] of groups) {
    const distances = sorted(values.map((verdict) => verdict.rendition));
    const points = [0, 0.01, 0.05, 0.5, 0.95, 0.99].map((share) => format(percentile(distances, share)));
    const toSource = sorted(values.flatMap((verdict) => (verdict.toSource === undefined ? [] : [verdict.toSource])));
    const source = toSource.length > 0 ? `${format(percentile(toSource, 0.5))}, ${format(toSource.at(-1))}` : '—';
    const missed = values.filter((verdict) => verdict.sourceMissed).length;
    const old = values.filter((verdict) => verdict.original <= OLD_RULE).length;
    say(
      `| ${group} | ${values.length} | ${noFace} | ${points.join(' | ')} | ${format(distances.at(-1))} | ${source} | ${missed} | ${old} |`,
    );
  }
}

function share(values: Verdict[], refused: (verdict: Verdict) => boolean) {
  if (values.length === 0) return '—';
  const count = values.filter(refused).length;
  return `${pct(count / values.length)} (${count})`;
}

/** The refusal rates at each threshold, by kind of copy and of selfie. */
function thresholdTable(groups: Groups, chosen: number) {
  const copies = (source: CopySource) =>
    [...groups.values()].filter((entry) => entry.source === source).flatMap((entry) => entry.values);
  const group = (name: string) => groups.get(name)?.values ?? [];
  const columns = [
    ['preview copies missed', copies('preview'), false],
    ['thumbnail copies missed', copies('thumbnail'), false],
    ['edited copies missed', copies('edited'), false],
    ['true selfies refused (per pair)', group(TRUE_PAIRS), true],
    ['true selfies refused (per selfie)', group(TRUE_SELFIES), true],
    ['strangers refused', group(STRANGERS), true],
    ["set's race photos refused", group(SET_RACE_PHOTOS), true],
  ] as const;
  say(`| refused at ≤ | ${columns.map(([name, values]) => `${name} (of ${values.length})`).join(' | ')} |`);
  say(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  const thresholds = [...new Set([0.05, 0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.22, 0.25, 0.3, chosen])].toSorted(
    (a, b) => a - b,
  );
  for (const threshold of thresholds) {
    const cells = columns.map(([, values, refusedCounts]) =>
      share(values, (verdict) => verdict.rendition <= threshold === refusedCounts),
    );
    say(`| ${threshold}${threshold === chosen ? " (the server's)" : ''} | ${cells.join(' | ')} |`);
  }
  const all = [...copies('preview'), ...copies('thumbnail')];
  const oldOnly = all.filter((verdict) => verdict.original <= OLD_RULE && verdict.rendition > chosen).length;
  say('');
  say(
    `The old rule (a stored descriptor within ${OLD_RULE}) refuses ${share(all, (verdict) => verdict.original <= OLD_RULE)} ` +
      `of the preview and thumbnail copies, ${oldOnly} of them not refused at ${chosen}; ` +
      `true selfies: ${share(group(TRUE_SELFIES), (verdict) => verdict.original <= OLD_RULE)} refused by it.`,
  );
}

/**
 * The bench's last lines: the share of preview and thumbnail copies refused at the server's threshold, and
 * of true selfies (other photos of the person, and the face set's race photos of them) refused.
 */
export function summary(groups: Groups, chosen: number) {
  const entries = [...groups.values()];
  const copies = entries.filter(({ source }) => source === 'preview' || source === 'thumbnail');
  const selfies = [TRUE_SELFIES, SET_RACE_PHOTOS].flatMap((name) => groups.get(name)?.values ?? []);
  const refused = (values: Verdict[]) => values.filter((verdict) => verdict.rendition <= chosen).length;
  const copyValues = copies.flatMap(({ values }) => values);
  const noFace = copies.reduce((sum, { noFace: count }) => sum + count, 0);
  const rate = (count: number, of: number) => (of === 0 ? '—' : (Math.round((1000 * count) / of) / 10).toFixed(1));
  say(
    `At ≤ ${chosen}: ${refused(copyValues)} of ${copyValues.length} copies refused (${noFace} more showed no face, ` +
      `so hide nothing), ${refused(selfies)} of ${selfies.length} true selfies refused.`,
  );
  say(
    `HideMe copies refused: ${rate(refused(copyValues), copyValues.length)} % of copies, ` +
      `${rate(refused(selfies), selfies.length)} % of true selfies`,
  );
}

export function report(groups: Groups, chosen: number) {
  groupTable(groups);
  say('');
  thresholdTable(groups, chosen);
}
