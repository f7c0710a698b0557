export * from './text-fields';
export * from './body-arbitraries';
