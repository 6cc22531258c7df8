// A local ESLint rule keeping feature folders independent (server modules, client features).
// A file inside `<root>/<unit>/` may import its own unit's files but never another unit's; a file
// outside the root imports no unit's files unless it is a composition root (the app that mounts
// them). What two units share moves to the shared home the message names.
import path from 'node:path';

const insideOf = (folder, file) => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders never import each other; shared code never imports a feature' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          unit: { type: 'string' },
          shared: { type: 'string' },
          composers: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'unit', 'shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherUnit: '{{unit}} "{{from}}" imports "{{source}}" of {{unit}} "{{to}}": move what both need to {{shared}}.',
      fromOutside: 'Code outside the {{unit}}s imports "{{source}}" of {{unit}} "{{to}}": move it to {{shared}}.',
    },
  },
  create(context) {
    const { root, unit, shared, composers = [] } = context.options[0];
    const unitOf = (file) => (insideOf(root, file) ? path.relative(root, file).split(path.sep)[0] : null);
    const file = context.filename;
    const from = unitOf(file);
    const composing = composers.some((composer) => composer === file || insideOf(composer, file));

    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = unitOf(path.resolve(path.dirname(file), source));
      if (to === null || to === from || (from === null && composing)) return;
      const messageId = from === null ? 'fromOutside' : 'otherUnit';
      context.report({ node, messageId, data: { unit, from, to, source, shared } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
