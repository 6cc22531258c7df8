import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { translate, type Culture, type MessageKey } from './i18n.ts';

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
    case 'minimum':
    case 'maximum':
    case 'enum':
      return translate(culture, `validation.${error.keyword}` as MessageKey, { field, limit });
    case 'pattern':
      return translate(culture, 'validation.format', { field });
    case 'type': {
      const type = String(params.type ?? '').split(',')[0] ?? '';
      return translate(culture, 'validation.type', { field, type: typeNames[type]?.[culture] ?? type });
    }
    default:
      return translate(culture, 'validation.other', { field });
  }
}

export function describeValidation(errors: FastifySchemaValidationError[], culture: Culture): string {
  return [...new Set(errors.map((e) => describe(e, culture)))].join(culture === 'en' ? '; ' : '；');
}
