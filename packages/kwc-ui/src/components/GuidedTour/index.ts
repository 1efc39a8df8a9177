export { GuidedTour, type GuidedTourProps, type GuidedTourStep } from './GuidedTour';
