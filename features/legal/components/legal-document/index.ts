export {
  LastUpdated,
  LegalBlocks,
  LegalContact,
  LegalDocument,
  useLocale,
  type LegalBlock,
  type LegalBlocksProps,
  type LegalDocumentProps,
  type LegalSection,
} from './legal-document';
