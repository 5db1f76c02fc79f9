import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (hashes of tokens, states and identities). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
