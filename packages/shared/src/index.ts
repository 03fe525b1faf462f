import './zod-locale.ts';

export * from './constants.ts';
export * from './messages.ts';
export * from './reference.ts';
export * from './roles.ts';
export * from './schemas/auth.ts';
export * from './schemas/institution.ts';
export * from './schemas/user.ts';
export * from './text.ts';
export * from './validators.ts';
