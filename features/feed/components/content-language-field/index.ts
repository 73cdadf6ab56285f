export { ContentLanguageField } from './content-language-field';
export { useInterfaceLanguage } from './use-interface-language';
