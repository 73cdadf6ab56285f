export { errorText, formatAny, useErrorText, type ErrorOverrides } from './error-text';
export { errorMessages } from './messages';
