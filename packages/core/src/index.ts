export * from './contract/index.ts';
export * from './rules/index.ts';
export * from './messages/index.ts';
