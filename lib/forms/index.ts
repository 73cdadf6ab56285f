export { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form';
