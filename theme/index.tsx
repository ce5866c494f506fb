export * from '@rspress/core/theme-original';
export { HomeLayout } from './layout/HomeLayout';
