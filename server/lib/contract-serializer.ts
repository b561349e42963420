import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import * as core from 'zod/v4/core';

type Def = Record<string, unknown> & { type: string };
const twins = new WeakMap<core.$ZodType, core.$ZodType>();

/**
 * The same schema with its objects checked by zod's compiled object parser. The contract is
 * written with zod/mini (it ships to the browser), whose objects check each field through zod's
 * general path: checking a list page's answer that way was the largest part of the request after
 * its SQL. zod's own `z.object` compiles a checker per shape; each object of the answer's schema
 * (inside arrays, optionals and nullables) gets that twin here, with the same definition: the
 * same fields, checks and unknown keys dropped. Other kinds of schema are kept as they are.
 */
function compiled(schema: core.$ZodType): core.$ZodType {
  const known = twins.get(schema);
  if (known) return known;
  const def = schema._zod.def as unknown as Def;
  let twin: core.$ZodType = schema;
  if (def.type === 'object') {
    const shape = Object.fromEntries(Object.entries(def.shape as Record<string, core.$ZodType>).map(([key, field]) => [key, compiled(field)]));
    twin = new core.$ZodObjectJIT({ ...def, shape } as unknown as core.$ZodObjectDef);
  } else if (def.type === 'array') {
    twin = new core.$ZodArray({ ...def, element: compiled(def.element as core.$ZodType) } as unknown as core.$ZodArrayDef);
  } else if (def.type === 'optional') {
    twin = new core.$ZodOptional({ ...def, innerType: compiled(def.innerType as core.$ZodType) } as unknown as core.$ZodOptionalDef);
  } else if (def.type === 'nullable') {
    twin = new core.$ZodNullable({ ...def, innerType: compiled(def.innerType as core.$ZodType) } as unknown as core.$ZodNullableDef);
  }
  twins.set(schema, twin);
  return twin;
}

const contractSerializer = createSerializerCompiler({});

/** fastify-type-provider-zod's serializer (the answer checked against the contract, then JSON), over the compiled twin of the route's schema. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, ...route }) =>
  contractSerializer({ ...route, schema: schema instanceof core.$ZodType ? compiled(schema) : schema } as Parameters<typeof contractSerializer>[0]);
