export { AdultGateModal, type AdultGateModalProps } from './AdultGateModal';
