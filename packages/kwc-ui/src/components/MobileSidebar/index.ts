export { MobileSidebar, type MobileSidebarProps } from './MobileSidebar';
export {
  buildMenuTree,
  layerNodes,
  MENU_MAX_DEPTH,
  menuLinkTarget,
  resolveLayerPath,
  type MenuLinkTarget,
  type MenuNode,
  type MenuTree,
} from './menuTree';
