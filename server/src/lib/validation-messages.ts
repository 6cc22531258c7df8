import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { translate, type Culture, type MessageKey } from './i18n.ts';
import { NO_NUL, NOT_BLANK } from './schema-types.ts';

// Ajv speaks English only; this turns its findings into a sentence in the caller's culture.

const typeNames: Record<string, Record<Culture, string>> = {
  string: { 'zh-TW': '文字', en: 'text' },
  integer: { 'zh-TW': '整數', en: 'a whole number' },
  number: { 'zh-TW': '數字', en: 'a number' },
  boolean: { 'zh-TW': '布林值', en: 'true or false' },
  object: { 'zh-TW': '物件', en: 'an object' },
  array: { 'zh-TW': '陣列', en: 'a list' },
  null: { 'zh-TW': '空值', en: 'null' },
};

function describe(error: FastifySchemaValidationError, culture: Culture): string {
  const params = error.params as Record<string, unknown>;
  const pathField = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field =
    error.keyword === 'required'
      ? [pathField, String(params.missingProperty)].filter(Boolean).join('.')
      : pathField || translate(culture, 'validation.body');
  const limit = String(params.limit ?? '');
  switch (error.keyword) {
    case 'required':
    case 'format':
    case 'minLength':
    case 'maxLength':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'enum':
      return translate(culture, `validation.${error.keyword}` as MessageKey, { field, limit });
    case 'pattern':
      return translate(culture, params.pattern === NOT_BLANK ? 'validation.blank' : 'validation.format', { field });
    case NO_NUL:
      return translate(culture, 'validation.noNul', { field });
    case 'type': {
      const types = String(params.type ?? '').split(',');
      const names = types.map((type) => typeNames[type]?.[culture] ?? type);
      return translate(culture, 'validation.type', { field, type: names.join(culture === 'en' ? ' or ' : ' 或 ') });
    }
    default:
      return translate(culture, 'validation.other', { field });
  }
}

/**
 * A union (a nullable field) reports every branch. When the value has one branch's type, that
 * branch's findings are the message; otherwise the types the branches wanted make one message.
 */
function withoutUnionNoise(errors: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const byField = new Map<string, FastifySchemaValidationError[]>();
  for (const error of errors) {
    const group = byField.get(error.instancePath);
    if (group) group.push(error);
    else byField.set(error.instancePath, [error]);
  }
  return [...byField.values()].flatMap((group) => {
    const broken = group.filter((error) => error.keyword !== 'type' && error.keyword !== 'anyOf');
    if (broken.length > 0) return broken;
    const wrongType = group.filter((error) => error.keyword === 'type');
    if (wrongType.length === 0) return group;
    const types = wrongType.map((error) => String(error.params.type)).join(',');
    return [{ ...wrongType[0]!, params: { ...wrongType[0]!.params, type: types } }];
  });
}

export function describeValidation(errors: FastifySchemaValidationError[], culture: Culture): string {
  const sentences = withoutUnionNoise(errors).map((e) => describe(e, culture));
  return [...new Set(sentences)].join(culture === 'en' ? '; ' : '；');
}
