import { pct, say } from './sets/face-set.ts';
import type { CopySource } from './hideme-copies.ts';

// The tables `npm run bench:hideme-copies` prints.

export const TRUE_PAIRS = 'true selfie against one other photo of the person';
export const TRUE_SELFIES = 'true selfie against all the other photos of the person';
export const STRANGERS = "a selfie against others' photos";
export const INDEPENDENT_SELFIES = "a sample person's independent selfie against the photo it is drawn from";
export const SET_RACE_PHOTOS = "the set's race photos of the person (same source picture, redrawn)";

/** How one selfie or copy fared against an activity's faces. */
export interface Verdict {
  /**
   * What hide me compares: the nearest descriptor of a candidate face to a look, the candidate
   * described as stored (from the original) and in its preview and thumbnail.
   */
  measure: number;
  /** The rule before it: the nearest stored (original) descriptor only. */
  original: number;
  /** The selfie's face would hide at least one face (its descriptor within the match threshold of one). */
  hides: boolean;
  /** A copy's distance to the face it was cut from, described in its renditions. */
  toSource?: number;
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
  say("Distance to the nearest candidate face, stored or in its preview or thumbnail (hide me's measure; — : none");
  say('within the match threshold, so nothing to hide):');
  say(
    '| pictures | n | no face | hides nothing | min | p1 | p5 | p50 | p95 | p99 | max | to its source: p50, max | source not a candidate | old rule refused |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [group, { values, noFace }] of groups) {
    const distances = sorted(values.map((verdict) => verdict.measure));
    const points = [0, 0.01, 0.05, 0.5, 0.95, 0.99].map((share) => format(percentile(distances, share)));
    const toSource = sorted(values.flatMap((verdict) => (verdict.toSource === undefined ? [] : [verdict.toSource])));
    const source = toSource.length > 0 ? `${format(percentile(toSource, 0.5))}, ${format(toSource.at(-1))}` : '—';
    const missed = values.filter((verdict) => verdict.sourceMissed).length;
    const harmless = values.filter((verdict) => !verdict.hides).length;
    const old = values.filter((verdict) => verdict.original <= OLD_RULE).length;
    say(
      `| ${group} | ${values.length} | ${noFace} | ${harmless} | ${points.join(' | ')} | ${format(distances.at(-1))} | ${source} | ${missed} | ${old} |`,
    );
  }
}

function share(values: Verdict[], refused: (verdict: Verdict) => boolean) {
  if (values.length === 0) return '—';
  const count = values.filter(refused).length;
  return `${pct(count / values.length)} (${count})`;
}

const copiesOf = (groups: Groups, sources: readonly CopySource[]) =>
  [...groups.values()].filter((entry) => entry.source && sources.includes(entry.source));
const trueSelfies = (groups: Groups) =>
  [TRUE_SELFIES, SET_RACE_PHOTOS].flatMap((name) => groups.get(name)?.values ?? []);

/** The refusal rates at each threshold, by kind of copy and of selfie. */
function thresholdTable(groups: Groups, chosen: number) {
  const copies = (source: CopySource) => copiesOf(groups, [source]).flatMap((entry) => entry.values);
  const hiding = copiesOf(groups, ['preview', 'thumbnail']).flatMap((entry) => entry.values.filter((v) => v.hides));
  const group = (name: string) => groups.get(name)?.values ?? [];
  const columns = [
    ['preview copies missed', copies('preview'), false],
    ['thumbnail copies missed', copies('thumbnail'), false],
    ['of them, copies that would hide a face, missed', hiding, false],
    ['edited copies missed', copies('edited'), false],
    ['true selfies refused (per pair)', group(TRUE_PAIRS), true],
    ['true selfies refused (per selfie)', group(TRUE_SELFIES), true],
    ['independent selfies refused', group(INDEPENDENT_SELFIES), true],
    ["set's race photos refused", group(SET_RACE_PHOTOS), true],
    ['strangers refused', group(STRANGERS), true],
  ] as const;
  say(`| refused at ≤ | ${columns.map(([name, values]) => `${name} (of ${values.length})`).join(' | ')} |`);
  say(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  const thresholds = [...new Set([0.1, 0.15, 0.2, 0.22, 0.24, 0.25, 0.26, 0.28, 0.3, chosen])].toSorted(
    (a, b) => a - b,
  );
  for (const threshold of thresholds) {
    const cells = columns.map(([, values, refusedCounts]) =>
      share(values, (verdict) => verdict.measure <= threshold === refusedCounts),
    );
    say(`| ${threshold}${threshold === chosen ? " (the server's)" : ''} | ${cells.join(' | ')} |`);
  }
  const all = [...copies('preview'), ...copies('thumbnail')];
  say('');
  say(
    `The old rule (a stored descriptor within ${OLD_RULE}) refuses ${share(all, (verdict) => verdict.original <= OLD_RULE)} ` +
      `of the preview and thumbnail copies; true selfies: ` +
      `${share(trueSelfies(groups), (verdict) => verdict.original <= OLD_RULE)} refused by it.`,
  );
}

export function report(groups: Groups, chosen: number) {
  groupTable(groups);
  say('');
  thresholdTable(groups, chosen);
}

/**
 * The bench's last lines: the share of preview and thumbnail copies refused at the server's
 * threshold (all in which a face was found, and those that would hide a face), and of true
 * selfies (other photos of the person, the face set's race photos of them) refused. Independent
 * selfies are counted apart: they are the activity's own picture of the person, edited.
 */
export function summary(groups: Groups, chosen: number) {
  const copies = copiesOf(groups, ['preview', 'thumbnail']);
  const values = copies.flatMap((entry) => entry.values);
  const hiding = values.filter((verdict) => verdict.hides);
  const selfies = trueSelfies(groups);
  const noFace = copies.reduce((sum, entry) => sum + entry.noFace, 0);
  const refused = (of: Verdict[]) => of.filter((verdict) => verdict.measure <= chosen).length;
  const rate = (of: Verdict[]) => (of.length === 0 ? '—' : ((100 * refused(of)) / of.length).toFixed(1));
  say(
    `At ≤ ${chosen}: ${refused(values)} of ${values.length} copies refused (${noFace} more showed no face); of the ` +
      `${hiding.length} copies that would hide a face, ${refused(hiding)} refused (${rate(hiding)} %); ` +
      `${refused(selfies)} of ${selfies.length} true selfies refused.`,
  );
  const independent = groups.get(INDEPENDENT_SELFIES)?.values ?? [];
  say(
    `Independent selfies (the activity's own picture of the person, redrawn): ${refused(independent)} of ${independent.length} refused.`,
  );
  say(`HideMe copies refused: ${rate(values)} % of copies, ${rate(selfies)} % of true selfies`);
}
