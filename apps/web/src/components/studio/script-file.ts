/**
 * The text of a script file as the creator's editor saved it: UTF-8 (with or without a BOM), or
 * else EUC-KR / CP949, which Korean subtitle tools still write.
 */
export function decodeScript(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}
