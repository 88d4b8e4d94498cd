// Presentational pieces shared by the public pages (icons, page header, common CSS in styles/).
export * from './icons';
export { PageHeader } from './PageHeader';
export { NewTabLink } from './NewTabLink';
