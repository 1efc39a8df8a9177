export { MobileSidebar, type MobileSidebarProps } from './MobileSidebar';
