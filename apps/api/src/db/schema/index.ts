export * from './catalog.ts';
export * from './hearts.ts';
export * from './identity.ts';
export * from './payments.ts';
export * from './search.ts';
export * from './site.ts';
export * from './subscriptions.ts';
export * from './users.ts';
