export { CookiePolicy, type CookiePolicyProps } from './cookie-policy';
