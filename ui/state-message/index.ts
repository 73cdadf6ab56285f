export { StateMessage, stateMessageVariants, type StateMessageProps } from './state-message';
