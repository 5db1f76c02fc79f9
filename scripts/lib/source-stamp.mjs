// Whether a build (the web app's, the API bundle's) is of the sources on disk now. A build writes a
// stamp: the digest of its inputs' contents, and beside it each input file's size, mtime, ctime and
// inode as they were when hashed. A start whose files all still stat the same trusts the stamp
// without reading them (what git's index does); any difference (an edit, a checkout, a copied
// folder: new ctime and inode) rehashes the contents, and an unchanged digest only refreshes the
// stats (ADR 057).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The input files under `inputs` (files or folders, absolute), sorted, with their stats. */
function listInputs(root, inputs, include) {
  const files = [];
  const walk = (entry) => {
    let stat;
    try {
      stat = statSync(entry, { bigint: true });
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
    } else if (include(entry)) {
      files.push({
        file: entry,
        key: [path.relative(root, entry), stat.size, stat.mtimeNs, stat.ctimeNs, stat.ino].join(':'),
      });
    }
  };
  for (const input of inputs) walk(input);
  return files;
}

function contentDigest(root, files, salt) {
  const hash = createHash('sha256');
  if (salt) hash.update(salt);
  for (const { file } of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const statsFileOf = (stampFile) => `${stampFile}.stats`;

/**
 * A stamp over `inputs` (absolute paths, under `root`). `include` filters the files; `salt` goes
 * into the digest first (the API bundle's folder, so a moved checkout rebuilds).
 */
export function sourceStamp({ root, inputs, stampFile, include = () => true, salt = '' }) {
  let files = null;
  let digest = null;
  const statsKey = () => {
    files ??= listInputs(root, inputs, include);
    return createHash('sha256')
      .update(salt)
      .update(files.map((entry) => entry.key).join('\n'))
      .digest('hex');
  };
  return {
    /** The digest of the inputs' contents (read once). */
    digest() {
      files ??= listInputs(root, inputs, include);
      digest ??= contentDigest(root, files, salt);
      return digest;
    },
    /** Whether the last build was of these very sources. */
    upToDate() {
      const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
      if (!built) return false;
      const statsFile = statsFileOf(stampFile);
      const recorded = existsSync(statsFile) ? readFileSync(statsFile, 'utf8') : '';
      if (recorded === `${built}\n${statsKey()}`) return true;
      if (this.digest() !== built) return false;
      // Same contents, other stats (touched, checked out again, copied): trust them from now on.
      writeFileSync(statsFile, `${built}\n${statsKey()}`);
      return true;
    },
    /**
     * Writes the stamp of a build just made of these sources (into `dir`, where the stamp file
     * will be once the build is moved into place; the stamp's own folder by default).
     */
    write(dir = path.dirname(stampFile)) {
      mkdirSync(dir, { recursive: true });
      const target = path.join(dir, path.basename(stampFile));
      writeFileSync(target, this.digest());
      writeFileSync(statsFileOf(target), `${this.digest()}\n${statsKey()}`);
    },
  };
}
