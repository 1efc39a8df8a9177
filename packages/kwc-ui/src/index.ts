export { Button, type ButtonProps } from './components/Button';
export { ErrorPage, errorPageCopy, type ErrorPageProps } from './components/ErrorPage';
