export { ReferralsTab, type ReferralsTabProps } from './referrals-tab';
