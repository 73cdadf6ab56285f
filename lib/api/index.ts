export {
  apiClient,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type AuthSession,
  type AuthSnapshot,
  type CheckDuplicateInput,
  type LoginInput,
  type RequestOptions,
  type ResendCodeInput,
  type ResetPasswordInput,
  type SendCodeInput,
  type SendCodeResult,
  type VerifyCodeInput,
} from './client';
export { ApiError, isApiError, isConnectionFailure, type ApiErrorInit } from './api-error';
export {
  clientMessages,
  httpErrorMessage,
  type ApiErrorCode,
  type ClientErrorCode,
} from './messages';
export {
  defaultStorage,
  memoryStorage,
  safeStorage,
  storageKeys,
  type KeyValueStorage,
} from './storage';
export type { Call, CallArgs, CallResult } from './call';
export { saveBlob } from './save-blob';
