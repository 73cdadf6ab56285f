/**
 * The response schemas of the client's own calls, loaded on first use (see `lazy` in
 * client.ts): zod and these schemas stay out of the first page load.
 */
export {
  checkDuplicateResponse,
  loginResponse,
  meResponse,
  refreshResponse,
  registerResponse,
  resendCodeResponse,
  resetPasswordResponse,
  sendCodeResponse,
  verifyCodeResponse,
} from '@contract/auth';
export { healthResponse } from '@contract/system';
