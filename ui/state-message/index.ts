export {
  StateMessage,
  stateMessageVariants,
  type StateMessageProps,
  type StateProps,
} from './state-message';
