import type { ReviewFinding } from '../../../shared/security-review';
import { finding, matchingLines } from './source-lines';

/** Places where text becomes code or markup: with data in them, anyone who writes data runs script. */
export function checkSinks(files: ReadonlyMap<string, string>): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  // A fixed string literal is the author's own markup; anything else may be a visitor's.
  for (const hit of matchingLines(files, /dangerouslySetInnerHTML\s*=\s*\{\{\s*__html\s*:\s*([^}]*)\}\}/)) {
    if (/^\s*(['"`])[^'"`$]*\1\s*$/.test(hit.match[1] ?? '')) continue;
    found.push(
      finding(
        'sinks',
        'high',
        'dangerouslySetInnerHTML shows data as HTML: a record holding a <script> or an onerror= runs in every visitor’s browser.',
        'Render the text as children ({value}) instead, or sanitise it with DOMPurify first.',
        { file: hit.file, line: hit.line },
      ),
    );
  }
  for (const hit of matchingLines(files, /(^|[^\w.$])(eval\s*\(|new\s+Function\s*\()/)) {
    found.push(
      finding(
        'sinks',
        'high',
        `${hit.match[2]?.startsWith('eval') ? 'eval()' : 'new Function()'} runs text as code.`,
        'Parse data with JSON.parse, or look the behaviour up in an object of functions, instead of running text.',
        { file: hit.file, line: hit.line },
      ),
    );
  }
  for (const hit of matchingLines(
    files,
    /\.(innerHTML|outerHTML)\s*\+?=|insertAdjacentHTML\s*\(|document\.write\s*\(/,
  )) {
    found.push(
      finding(
        'sinks',
        'medium',
        `${hit.match[0].replace(/[\s(=+]+$/, '')} writes HTML into the page; with data in it, that data can run script.`,
        'Set textContent, or let React render the value, instead of writing HTML.',
        { file: hit.file, line: hit.line },
      ),
    );
  }
  return found;
}
