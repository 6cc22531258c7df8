// Whether a floating button hides something of the page: a control to press or type in, or text
// to read (a money figure in a table, a ZIP button's label). A small corner of a large link (a
// photo tile) does not count, so the buttons stay over photo grids.

const CONTROLS = 'button, input, select, textarea, [role="button"]';
/** A link counts as covered when the button hides at least this share of its area. */
const LINK_COVERED_SHARE = 0.1;

/** A 3 × 3 grid of points inside the button's box, just within its edges. */
function samplePoints(box: DOMRect): [number, number][] {
  const xs = [box.left + 3, box.left + box.width / 2, box.right - 3];
  const ys = [box.top + 3, box.top + box.height / 2, box.bottom - 3];
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

function overlapShare(cover: DOMRect, control: DOMRect): number {
  const width = Math.min(cover.right, control.right) - Math.max(cover.left, control.left);
  const height = Math.min(cover.bottom, control.bottom) - Math.max(cover.top, control.top);
  const area = control.width * control.height;
  return width > 0 && height > 0 && area > 0 ? (width * height) / area : 0;
}

/** A visible character of text right at (x, y). */
function textAt(x: number, y: number, group: HTMLElement): boolean {
  const caret = document.caretPositionFromPoint(x, y);
  const node = caret?.offsetNode;
  if (!(node instanceof Text) || group.contains(node)) return false;
  const text = node.data;
  const range = document.createRange();
  for (const start of [caret!.offset - 1, caret!.offset]) {
    if (start < 0 || start >= text.length || !text[start]!.trim()) continue;
    range.setStart(node, start);
    range.setEnd(node, start + 1);
    const box = range.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return true;
  }
  return false;
}

function controlAt(x: number, y: number, cover: DOMRect): boolean {
  const beneath = document.elementFromPoint(x, y);
  if (beneath?.closest(CONTROLS)) return true;
  const link = beneath?.closest('a');
  return !!link && overlapShare(cover, link.getBoundingClientRect()) >= LINK_COVERED_SHARE;
}

/**
 * Whether any of `buttons` (inside `group`) lies over page content that matters. Hit testing goes
 * through the group for the measurement (no paint happens in between) and sees the page beneath.
 * `pointer-events` rather than `visibility`: a button's `transition: all` keeps it visible, and
 * hit, for the length of the transition.
 */
export function coversContent(group: HTMLElement, buttons: Iterable<Element>): boolean {
  // Not every DOM has hit testing (jsdom in tests): the buttons then simply stay.
  if (typeof document.caretPositionFromPoint !== 'function') return false;
  const pointerEvents = group.style.pointerEvents;
  group.style.pointerEvents = 'none';
  try {
    return [...buttons].some((button) => {
      const box = button.getBoundingClientRect();
      return samplePoints(box).some(([x, y]) => textAt(x, y, group) || controlAt(x, y, box));
    });
  } finally {
    group.style.pointerEvents = pointerEvents;
  }
}
