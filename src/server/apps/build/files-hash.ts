import { createHash } from 'node:crypto';
import type { BuildPurpose } from '../../../shared/app-template';
import { sha256Hex } from '../../core/sha256';

/** The same files always hash the same, whatever order the database returns them in. */
function filesHash(files: ReadonlyMap<string, string>) {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort())
    hash
      .update(path)
      .update('\0')
      .update(files.get(path) ?? '')
      .update('\0');
  return hash.digest('hex');
}

/** A live build of some files is another artifact than their preview: its own hash. */
export const hashFor = (files: ReadonlyMap<string, string>, purpose: BuildPurpose) =>
  purpose === 'preview' ? filesHash(files) : sha256Hex(`${purpose}\0${filesHash(files)}`);
