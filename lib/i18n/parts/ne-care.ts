// The Nepali catalogue's 'care' part. The build keeps only its messages (catalogue-parts.ts,
// scripts/precompile-messages.ts); dev servers and tests get the whole catalogue.
export { default } from '../locales/ne.json';
