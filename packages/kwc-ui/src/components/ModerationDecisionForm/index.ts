export * from './ModerationDecisionForm';
