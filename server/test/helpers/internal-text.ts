// What an answer must never carry: the server's own text (an ORM's message, a stack, a path on the
// server). A refusal says what the caller did wrong, in the caller's words.

const INTERNAL_TEXT: [string, RegExp][] = [
  ['a Prisma message', /Invalid `[\w.]+\(\)` invocation|prisma\.\w+\.\w+\(|Prisma\w*Error|PrismaClient|Code: `P\d{4}`/],
  // "at fn (/srv/app/file.js:12:5)", "at node:internal/x:3:9": a place in a file, after "at".
  ['a stack line', /\bat [^\n]*?(?:file:\/\/|node:)?[\w.-]*\/[\w./-]+:\d+:\d+/],
  ['a server path', /\/work\/|\/server\/src\/|node_modules|\.[cm]?[jt]s:\d|\.ts:/],
  [
    'a database message',
    /\b(?:relation|column) "[^"]+" (?:does not exist|of relation)|violates (?:not-null|foreign key|unique|check) constraint/,
  ],
];

/** What internal text the answer's body carries, if any. */
export function internalTextIn(body: string): string | undefined {
  return INTERNAL_TEXT.find(([, pattern]) => pattern.test(body))?.[0];
}
