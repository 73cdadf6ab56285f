export { RxVerify, type RxVerifyProps } from './rx-verify';
