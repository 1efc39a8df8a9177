export { Button, type ButtonProps } from './components/Button';
