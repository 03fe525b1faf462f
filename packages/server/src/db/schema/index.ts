export * from './audit.ts';
export * from './institutions.ts';
export * from './mail.ts';
export * from './reference.ts';
export * from './sessions.ts';
export * from './tales.ts';
export * from './users.ts';
export * from './workflow.ts';
