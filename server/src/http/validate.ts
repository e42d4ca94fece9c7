import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';

/** No text field of the API is longer (the longest, summaries and inquiries, are 800). */
export const MAX_TEXT_LENGTH = 10_000;

export const typeMsg = {
  text: (path: string) => `The field ${path} must be text.`,
  list: (path: string) => `The field ${path} must be a list.`,
  object: (path: string) => `The field ${path} must be a group of fields.`,
  boolean: (path: string) => `The field ${path} must be true or false.`,
  number: (path: string) => `The field ${path} must be a number.`,
  tooLong: (path: string) => `The field ${path} is too long.`,
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

interface Described {
  type: string;
  fields?: Record<string, Schema>;
  innerType?: Schema;
}

/**
 * The message for the first value whose JSON type the schema cannot take, or
 * null. Runs before yup, so no transform (trim, cast) ever sees an object
 * where it expects text; a missing value (undefined/null) is left to the
 * schema's own required rule and message.
 */
export function wrongType(schema: Schema, value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  const described = schema as unknown as Described;
  switch (described.type) {
    case 'string':
      if (typeof value === 'string') return value.length > MAX_TEXT_LENGTH ? typeMsg.tooLong(path) : null;
      return typeof value === 'number' && Number.isFinite(value) ? null : typeMsg.text(path);
    case 'boolean':
      return typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number' ? (typeof value === 'string' && value.length > 10 ? typeMsg.boolean(path) : null) : typeMsg.boolean(path);
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && value.length <= 30) ? null : typeMsg.number(path);
    case 'date':
      return typeof value === 'string' && value.length <= 40 ? null : typeMsg.text(path);
    case 'array': {
      if (!Array.isArray(value)) return typeMsg.list(path);
      if (!described.innerType) return null;
      for (let i = 0; i < value.length; i++) {
        const problem = wrongType(described.innerType, value[i], `${path}[${i}]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'object': {
      if (!isPlainObject(value)) return typeMsg.object(path);
      for (const [key, child] of Object.entries(described.fields ?? {})) {
        const problem = wrongType(child, value[key], path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Validates a request body with a contracts/ schema and answers the message
 * the form would show first: fields are checked in the order the schema
 * declares them (the form's order), each with abortEarly, so with several
 * mistakes the first field speaks (yup alone would pick by its dependency
 * order). Unknown keys are dropped and strings trimmed where the schema says
 * so. A body that is not an object is validated as an empty one. Before any
 * rule runs, a value of the wrong JSON type (an object or list where text is
 * expected, …) or a text past MAX_TEXT_LENGTH is refused with its own
 * message. The error handler turns the ValidationError into 400.
 */
export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const input = isPlainObject(body) ? body : {};
  const problem = wrongType(schema, input, '');
  if (problem) throw new ValidationError(problem);
  for (const field of Object.keys(schema.fields)) {
    await schema.validateAt(field, input, { abortEarly: true });
  }
  return schema.validate(input, { abortEarly: true, stripUnknown: true });
}
