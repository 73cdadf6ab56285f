export { PrivacyPolicy, type PrivacyPolicyProps } from './privacy-policy';
