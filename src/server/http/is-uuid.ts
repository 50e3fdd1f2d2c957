const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the URL are checked before a query: a malformed one is "not found", not a database error. */
export const isUuid = (value: string) => uuidPattern.test(value);
