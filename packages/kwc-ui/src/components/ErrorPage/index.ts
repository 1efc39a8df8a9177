export { ErrorPage, errorPageCopy, type ErrorPageProps } from './ErrorPage';
