export * from './errors';
export * from './user-context';
export * from './roles';
export * from './routes';
export * from './identity';
export * from './events';
export * from './mail';
