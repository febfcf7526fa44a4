export * from './app-pages';
export * from './menu';
export * from './settings';
