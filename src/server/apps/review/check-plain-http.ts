import type { ReviewFinding } from '../../../shared/security-review';
import { finding, matchingLines } from './source-lines';

const local = /^http:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\]|[\w.-]+\.(localhost|local|test|example))([:/]|$)/;
// Namespaces and specifications are names, not requests.
const names = /^http:\/\/(www\.w3\.org|schemas\.|xmlns\.|purl\.org|ns\.adobe\.com)/;

/** Links and requests over plain http: readable and changeable by anyone on the network. */
export function checkPlainHttp(files: ReadonlyMap<string, string>): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  for (const hit of matchingLines(files, /http:\/\/[^\s'"`)<>]+/g)) {
    const url = hit.match[0];
    if (local.test(url) || names.test(url)) continue;
    found.push(
      finding(
        'plain-http',
        'low',
        `${url.slice(0, 80)} is reached over plain http: on the way it can be read and changed, and browsers block it from an https page.`,
        `Use https://${url.slice('http://'.length, 80)} if the site offers it.`,
        { file: hit.file, line: hit.line, key: url },
      ),
    );
  }
  return found;
}
