export { useDebouncedValue } from './search/useDebouncedValue';
