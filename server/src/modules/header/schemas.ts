import Type from 'typebox';

export const HeaderList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), sort: Type.Integer() }),
  ),
});
