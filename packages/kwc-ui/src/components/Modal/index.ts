export { Modal, type ModalProps, type ModalTopOffset } from './Modal';
