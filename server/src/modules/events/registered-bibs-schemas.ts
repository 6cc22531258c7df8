import Type from 'typebox';
import { Id } from '../../lib/schema-types.ts';
import { pagingQuery } from '../../shared/paging.ts';

// An activity's registered bibs in the back office (AdminActivity/*RegisteredBibs; decision 067).

export const RegisteredBibsQuery = Type.Object({
  id: Id,
  ...pagingQuery(),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'The start of a bib, or part of a name' })),
});

const BibFormatView = Type.Object(
  {
    shapes: Type.Array(
      Type.Object({
        prefix: Type.String({ description: 'Leading letters, often none' }),
        length: Type.Integer(),
        count: Type.Integer({ description: 'Registered bibs of this shape' }),
      }),
    ),
  },
  { description: 'What the bibs look like, most common shape first: the reader narrows what it trusts with it' },
);

const RegisteredListView = Type.Object({
  bibCount: Type.Integer(),
  namedCount: Type.Integer({ description: 'Bibs with a runner’s name: name search is on when there is one' }),
  fileName: Type.String(),
  importedAt: Type.String({ format: 'date-time' }),
  importedBy: Type.Union([Type.String(), Type.Null()]),
  format: BibFormatView,
});

export const RegisteredBibsView = Type.Object({
  /** null while the activity has no list: every reading is published. */
  list: Type.Union([RegisteredListView, Type.Null()]),
  /** Readings outside the list waiting in /admin/AdminImgDeal. */
  heldCount: Type.Integer(),
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      bib: Type.String(),
      name: Type.Union([Type.String(), Type.Null()]),
      category: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

export const ImportResult = Type.Object({
  /** false: the file had bad rows and nothing was imported (the list before stays). */
  imported: Type.Boolean(),
  /** Bad rows in all; `problems` lists the first hundred. */
  problemCount: Type.Integer(),
  problems: Type.Array(
    Type.Object({
      row: Type.Integer({
        description: 'Row as a spreadsheet numbers it (1 = the first, the header when there is one)',
      }),
      code: Type.String(),
      message: Type.String({ description: 'What is wrong, in the caller’s language' }),
    }),
  ),
  /** The activity's list after the request. */
  list: Type.Union([RegisteredListView, Type.Null()]),
});
