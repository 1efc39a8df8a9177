export { AdultGateModal, type AdultGateModalProps } from './AdultGateModal';
export { ADULT_GATE_EXPLANATIONS } from './explanations';
export { adultModalTopOffset } from './topOffset';
