export {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type SchemaSource,
} from './use-contract-form';
export { codeText, useCodeText } from './code-text';
export { loadCatalogue } from './catalogue';
