export { listTransfers, getTransfer, partyOf } from './read';
export { createTransfer, answerTransfer, readTransferAudited } from './write';
