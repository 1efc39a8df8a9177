export * from './ModerationQueueItem';
