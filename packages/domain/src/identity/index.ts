export * from './profile-rules';
