export * from './accounts';
export * from './auth';
export * from './common';
export * from './pages';
export * from './paging';
export * from './roles';
export * from './texts';
export * from './user';
