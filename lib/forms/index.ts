export { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form';
export { codeText } from './code-text';
