export type FileRejection = 'type' | 'size';

export type ValidateFileOptions = {
  /** Extensions (".pdf") or MIME types ("image/png", "image/*"); empty means any type. */
  accept?: readonly string[];
  /** Largest allowed size in bytes; no limit when omitted. */
  maxSize?: number;
};

// Browsers treat .jpg and .jpeg (image/jpg and image/jpeg) as the same thing.
const normalize = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/(\.|\/)jpg$/, '$1jpeg');

function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = normalize(file.name);
  const type = normalize(file.type);
  return accept.some((raw) => {
    const token = normalize(raw);
    if (!token) return false;
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * Checks a file against the accepted types and the size limit.
 * Returns why it is rejected ('type' first, then 'size'), or null when it is fine.
 */
export function validateFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept = [], maxSize }: ValidateFileOptions = {},
): FileRejection | null {
  if (!matchesAccept(file, accept)) return 'type';
  if (maxSize !== undefined && file.size > maxSize) return 'size';
  return null;
}
