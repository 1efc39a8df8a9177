export { SECTION_HEADING_MESSAGES, SectionHeading, type SectionHeadingProps } from './SectionHeading';
