export { ADULT_GATE_EXPLANATIONS, AdultGateModal, type AdultGateModalProps } from './AdultGateModal';
