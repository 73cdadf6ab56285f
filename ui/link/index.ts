export { Link, linkVariants, type LinkProps } from './link';
export { PhoneLink, phoneTag, type PhoneLinkProps } from './phone-link';
export { dialable, telHref } from './phone';
