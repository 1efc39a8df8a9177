export { AdultGateModal, adultModalTopOffset, type AdultGateModalProps } from './AdultGateModal';
export { ADULT_GATE_EXPLANATIONS } from './explanations';
