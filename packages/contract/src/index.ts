export * from './categories.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './headers.ts';
export { ko } from './messages/ko.ts';
export * from './time/index.ts';
