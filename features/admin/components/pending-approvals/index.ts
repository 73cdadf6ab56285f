export { PendingApprovals } from './pending-approvals';
