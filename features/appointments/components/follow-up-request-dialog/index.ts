export { FollowUpRequest, type FollowUpRequestProps } from './follow-up-request';
export {
  FollowUpRequestDialog,
  type AskKind,
  type FollowUpRequestDialogProps,
} from './follow-up-request-dialog';
