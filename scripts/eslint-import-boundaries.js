// Local ESLint rules for the shape of the code (README, "Where new things go"):
// - import-boundaries keeps feature folders independent (server modules, client features). A file
//   inside `<root>/<unit>/` may import its own unit's files but never another unit's; a file outside
//   the root imports no unit's files unless it is a composition root (the app that mounts them).
// - layers keeps imports pointing down: a file imports its own layer or a lower one, never a higher
//   one, so the foundations (lib, shared) never depend on what is built on them.
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

const isTestCode = (relative) => /(^|\/)testing\//.test(relative) || /\.test\.tsx?$/.test(relative);

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers; some folders are closed to some others' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          closed: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, why: { type: 'string' } },
              required: ['from', 'to', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '"{{from}}" imports "{{source}}" of a higher layer ({{toLayer}}): move what both need down, or this code up ({{order}}).',
      unplaced: '"{{from}}" is in no layer: add its folder to the layers of eslint.config.js.',
      closed: '"{{from}}" imports "{{source}}": {{why}}',
    },
  },
  create(context) {
    const { root, layers: order, closed = [] } = context.options[0];
    /** A path relative to root is in the layer of the longest entry it starts with ('lib/' or 'app.ts'). */
    const layerOf = (relative) => {
      let found = { layer: -1, length: -1 };
      order.forEach((entries, layer) => {
        for (const entry of entries) {
          const matches = entry.endsWith('/') ? relative.startsWith(entry) : relative === entry;
          if (matches && entry.length > found.length) found = { layer, length: entry.length };
        }
      });
      return found.layer;
    };
    const file = context.filename;
    if (!insideOf(root, file)) return {};
    const from = path.relative(root, file).split(path.sep).join('/');
    if (isTestCode(from)) return {};
    const fromLayer = layerOf(from);
    const describe = (layer) => order[layer].join(' ');

    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!insideOf(root, target)) return;
      const to = path.relative(root, target).split(path.sep).join('/');
      for (const rule of closed) {
        if (new RegExp(rule.from).test(from) && to.startsWith(rule.to)) {
          context.report({ node, messageId: 'closed', data: { from, source, why: rule.why } });
          return;
        }
      }
      if (fromLayer < 0) {
        context.report({ node, messageId: 'unplaced', data: { from } });
        return;
      }
      const toLayer = layerOf(to);
      if (toLayer > fromLayer) {
        const layersInOrder = order.map((entries) => entries.join(' ')).join(' < ');
        context.report({
          node,
          messageId: 'upward',
          data: { from, source, toLayer: describe(toLayer), order: layersInOrder },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, layers } };
