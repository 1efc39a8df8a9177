export { Columns, Container, Inline, Stack, type ColumnsProps, type InlineProps, type StackProps } from './Layout';
