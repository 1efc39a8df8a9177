export { LegalHintModal, type LegalHintModalProps } from './LegalHintModal';
