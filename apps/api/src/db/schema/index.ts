export * from './catalog.ts';
export * from './site.ts';
export * from './users.ts';
