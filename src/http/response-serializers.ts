/**
 * How responses are written: fast-json-stringify serializers, compiled when a
 * route first answers with them (not all at start: compiling every route's
 * response schemas took more than half of the service's start-up CPU, for
 * answers most instances give few kinds of), once for each response schema
 * however many routes answer with it (GameSummary: five), and with a ruleset's
 * commands written as they are.
 *
 * fast-json-stringify tells an `anyOf` branch from another by validating the
 * value against each in turn, with validators it compiles for every
 * serializer: a ruleset's command schema is a union of dozens of commands
 * (Bomber: about forty), which cost 200 ms of blocked event loop to compile in
 * each serializer that writes prompts, and every option of every prompt was
 * then matched against the branches one by one. A ruleset builds its commands
 * field by field from that very schema, and a client sends them back as they
 * are, where each must pass its strict body schema (no field undeclared), so
 * they are written whole. The OpenAPI document still describes them in full:
 * it is made from the schemas the app holds, which stay as they are; only the
 * serializers see the open ones. Every other schema, an account's and a view's
 * among them, is still written with only the fields it declares.
 *
 * An answer that differs by ruleset (a view, the prompts, a command's answer)
 * is a union of one body per ruleset, each tagged by its `ruleset` literal
 * (ruleset-schemas.ts): its serializer picks the body by that tag alone
 * (if/then/else), where it would have validated the whole answer against
 * each body in turn until one took it (a Bomber command's answer: every
 * event's hashes matched against their patterns, every prompt, on every
 * answer). A value whose tag no body has is still matched body by body, and
 * refused if none takes it.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serialize = (data: unknown) => string;

/** The serializer factory of the app; `writtenWhole` are the `$id`s of the schemas whose values are written as they are. */
export function serializersOnFirstUse(writtenWhole: readonly string[]): SerializerFactory {
  return (externalSchemas, options) => {
    const schemas: Record<string, unknown> = { ...(externalSchemas as Record<string, unknown>) };
    for (const $id of writtenWhole) schemas[$id] = { $id };
    const build = SerializerSelector()(schemas, options);
    const built = new Map<string, Serialize>();
    const compiled = (route: Parameters<typeof build>[0]): Serialize => {
      const key = JSON.stringify(route.schema);
      let serialize = built.get(key);
      if (!serialize) built.set(key, (serialize = build({ ...route, schema: byTag(route.schema, schemas) })));
      return serialize;
    };
    return (route) => {
      let serialize: Serialize | undefined;
      return (data: unknown) => (serialize ??= compiled(route))(data);
    };
  };
}

/** The `ruleset` literal a named schema is tagged with, if it is one. */
function tagOf(schema: unknown): string | undefined {
  const tag = (schema as { properties?: { ruleset?: { const?: unknown } } } | undefined)?.properties?.ruleset?.const;
  return typeof tag === 'string' ? tag : undefined;
}

/**
 * A union of references to schemas tagged by `ruleset`, as a choice by that
 * tag: if ruleset is the first's then the first, else if … else the union as
 * it was (for a value no tag names). Any other schema as it is.
 */
function byTag(schema: unknown, schemas: Readonly<Record<string, unknown>>): unknown {
  const branches: unknown = (schema as { anyOf?: unknown } | null)?.anyOf;
  if (!Array.isArray(branches) || branches.length < 2) return schema;
  const refs = (branches as unknown[]).map((b) => (b as { $ref?: unknown }).$ref);
  const tags = refs.map((ref) => (typeof ref === 'string' ? tagOf(schemas[ref]) : undefined));
  if (tags.some((tag) => tag === undefined)) return schema;
  return (branches as unknown[]).reduceRight<unknown>((otherwise, branch, i) => ({ if: { type: 'object', required: ['ruleset'], properties: { ruleset: { const: tags[i] } } }, then: branch, else: otherwise }), { anyOf: branches });
}
