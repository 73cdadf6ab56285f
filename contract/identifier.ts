/**
 * An identifier containing an at-sign is an email, otherwise a phone (000 §5). Kept
 * apart from the schemas so the client's first load can use it without zod.
 */
export function identifierKind(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}
