/** Longest key S3 accepts, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024;

/**
 * Why `key` is not a storage key, or null when it is one. The rules keep a key inside the store's
 * root on any disk and mean the same on S3: no absolute path, no `.`/`..` or hidden segment (the
 * local store keeps its temporary and metadata files under dot names), no `//`, no backslash.
 */
export function keyProblem(key: unknown): string | null {
  if (typeof key !== 'string' || key === '') return 'is empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return `is longer than ${MAX_KEY_BYTES} bytes`;
  if (key.includes('\\')) return 'contains a backslash';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'contains a control character';
  if (key.startsWith('/')) return 'is absolute';
  for (const segment of key.split('/')) {
    if (segment === '') return 'has an empty segment';
    if (segment === '..' || segment === '.') return `has a "${segment}" segment`;
    if (segment.startsWith('.')) return 'has a segment starting with "."';
  }
  return null;
}

export function isValidKey(key: unknown): key is string {
  return keyProblem(key) === null;
}

export function assertValidKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw new Error(`Invalid storage key ${JSON.stringify(key)}: it ${problem}`);
  return key;
}

/** A folder prefix: a valid key, one trailing `/` allowed. Returned without it. */
export function assertValidPrefix(prefix: string): string {
  const bare = typeof prefix === 'string' && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const problem = keyProblem(bare);
  if (problem) throw new Error(`Invalid storage prefix ${JSON.stringify(prefix)}: it ${problem}`);
  return bare;
}
