export { ModerationQueue } from './moderation-queue';
