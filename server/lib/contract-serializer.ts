import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import * as core from 'zod/v4/core';

type Def = Record<string, unknown> & { type: string };
type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

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

/** Kinds of schema that check and answer a value alike in both of zod's directions. */
const SAME_BOTH_WAYS = new Set(['object', 'array', 'string', 'number', 'boolean', 'null', 'undefined', 'literal', 'enum', 'nullable', 'optional', 'record', 'union', 'tuple', 'unknown', 'any', 'never', 'bigint', 'date', 'template_literal']);
const sameBothWays = new WeakMap<core.$ZodType, boolean>();

/**
 * Whether checking this schema forward (parse) answers what checking it backward (encode, what
 * the answer of a route goes through) does: no codec, pipe, transform, default or catch anywhere
 * in it, and no discriminated union (backward, zod tries its branches in turn). Backward, zod runs
 * every node that has checks twice (once without them, once with), which made the check of a list
 * page five times its forward cost.
 */
function checksSameBothWays(schema: core.$ZodType): boolean {
  const known = sameBothWays.get(schema);
  if (known !== undefined) return known;
  sameBothWays.set(schema, false);
  const def = schema._zod.def as unknown as Def;
  const inner = [def.shape && Object.values(def.shape as Record<string, core.$ZodType>), def.catchall, def.element, def.innerType, def.keyType, def.valueType, def.options, def.items, def.rest]
    .flat()
    .filter((part): part is core.$ZodType => part instanceof core.$ZodType);
  const same = SAME_BOTH_WAYS.has(def.type) && def.discriminator === undefined && inner.every(checksSameBothWays);
  sameBothWays.set(schema, same);
  return same;
}

/** JSON Schema words that only constrain values (the answer is checked by zod before it is written) or that the writer reads as it should. */
const KEPT = new Set(['type', 'properties', 'additionalProperties', 'items', 'enum', 'const']);
/** Words that change what is written in ways the writer would decide apart from zod: such a schema keeps JSON.stringify. */
const STRUCTURAL = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', '$ref', '$defs', 'definitions', 'prefixItems', 'patternProperties', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'contains']);

const isNullType = (node: unknown) => typeof node === 'object' && node !== null && (node as JsonSchema).type === 'null' && Object.keys(node).length === 1;

/**
 * The part of an answer's JSON Schema that says how to write it, or null when the schema holds
 * something fast-json-stringify would write otherwise than JSON.stringify (a union it would
 * choose a branch of by itself, a reference, a tuple). A value or null becomes `nullable`. What
 * only checks goes (formats, patterns, bounds, and `required`, which would also make the writer put
 * required properties first: zod has checked them, and the properties keep the contract's order),
 * and so do defaults, which the writer would fill in.
 */
function writable(node: unknown): JsonSchema | boolean | null {
  if (typeof node === 'boolean') return node;
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  const schema = node as JsonSchema;
  if (Array.isArray(schema.anyOf) && schema.anyOf.length === 2 && Object.keys(schema).length === 1) {
    const value = schema.anyOf.find((branch) => !isNullType(branch));
    if (schema.anyOf.some(isNullType) && value !== undefined) {
      const inner = writable(value);
      return inner && typeof inner === 'object' ? { ...inner, nullable: true } : null;
    }
  }
  const out: JsonSchema = {};
  for (const [word, value] of Object.entries(schema)) {
    if (STRUCTURAL.has(word)) return null;
    if (!KEPT.has(word)) continue;
    if (word === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const inner = writable(property);
        if (inner === null) return null;
        properties[name] = inner;
      }
      out.properties = properties;
    } else if (word === 'items' || word === 'additionalProperties') {
      const inner = writable(value);
      if (inner === null) return null;
      out[word] = inner;
    } else {
      out[word] = value;
    }
  }
  return out;
}

/**
 * How the answers of a schema are written: fast-json-stringify compiled from the contract's JSON
 * Schema (once, on the first answer), with the same JSON as JSON.stringify; JSON.stringify for a
 * schema it cannot say the same of. Should the compiled writer stop on a value (it never should
 * after zod's check), JSON.stringify writes it, so no answer is refused that was not before.
 */
function writerOf(schema: core.$ZodType): { stringify: Stringify; compiled: boolean } {
  let json: JsonSchema | boolean | null;
  try {
    json = writable(core.toJSONSchema(schema, { io: 'input', target: 'draft-7' }));
  } catch {
    json = null;
  }
  if (json === null || typeof json === 'boolean') return { stringify: (data) => JSON.stringify(data), compiled: false };
  let write: Stringify | undefined;
  const stringify: Stringify = (data) => {
    write ??= fastJson(json) as Stringify;
    try {
      return write(data);
    } catch {
      return JSON.stringify(data);
    }
  };
  return { stringify, compiled: true };
}

const writers = new WeakMap<core.$ZodType, { stringify: Stringify; compiled: boolean }>();

/** The writer of a schema's answers, made once per schema (many routes share their error answers). */
export function answerWriter(schema: core.$ZodType): { stringify: Stringify; compiled: boolean } {
  let writer = writers.get(schema);
  if (!writer) writers.set(schema, (writer = writerOf(schema)));
  return writer;
}

/**
 * While the server's tests run (`CHECK_ANSWER_JSON=1`), every answer is also written by
 * JSON.stringify and the two must be the same text: all the answers the suites make prove the
 * compiled writers. Off in production.
 */
const CHECK_JSON = process.env.CHECK_ANSWER_JSON === '1';

function checked(stringify: Stringify, method: string, url: string): Stringify {
  return (data) => {
    const text = stringify(data);
    const expected = JSON.stringify(data);
    if (text !== expected) throw new Error(`${method} ${url}: the compiled writer wrote ${text.slice(0, 500)} where JSON.stringify writes ${expected.slice(0, 500)}`);
    return text;
  };
}

/**
 * The answer checked against the contract (zod, through the compiled twin of the route's schema;
 * forward when that is the same as backward), then written: the same check, refusals and JSON as
 * fastify-type-provider-zod's serializer.
 */
const contractSerializer = createSerializerCompiler({});

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof core.$ZodType)) return contractSerializer(route as Parameters<typeof contractSerializer>[0]);
  const check = compiled(schema);
  const checkAnswer = checksSameBothWays(schema) ? core.safeParse : core.safeEncode;
  const { stringify } = answerWriter(schema);
  const write = CHECK_JSON ? checked(stringify, method, url) : stringify;
  return (data) => {
    const result = checkAnswer(check, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return write(result.data);
  };
};
