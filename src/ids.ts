/** Ids as the service writes them: UUIDs in PostgreSQL's form, lower case. */

/** A UUID as PostgreSQL writes it, lower case: the only form ids are taken in, from requests and from tokens alike. */
export const CANONICAL_UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const ID = new RegExp(CANONICAL_UUID);

/** Whether a value is an id in that form. */
export const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);
