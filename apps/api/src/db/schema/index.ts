export * from './catalog.ts';
export * from './hearts.ts';
export * from './site.ts';
export * from './users.ts';
