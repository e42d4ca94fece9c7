import type { AnyObjectSchema, InferType } from 'yup';

/**
 * Validates a request body with a contracts/ schema and answers the message
 * the form would show first: fields are checked in the order the schema
 * declares them (the form's order), each with abortEarly, so with several
 * mistakes the first field speaks (yup alone would pick by its dependency
 * order). Unknown keys are dropped and strings trimmed where the schema says
 * so. A body that is not an object is validated as an empty one. The error
 * handler turns the ValidationError into 400 with its message.
 */
export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  for (const field of Object.keys(schema.fields)) {
    await schema.validateAt(field, input, { abortEarly: true });
  }
  return schema.validate(input, { abortEarly: true, stripUnknown: true });
}
