export { Button, type ButtonProps } from './components/Button';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage';
