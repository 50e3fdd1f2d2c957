import type { ReviewFinding } from '../../../shared/security-review';
import { finding, isSource, matchingLines } from './source-lines';

/** Formats of keys that must never reach a browser, by who issues them. */
const knownKeys: Array<[string, RegExp]> = [
  ['A Stripe secret key', /\b(sk|rk)_live_[0-9a-zA-Z]{16,}/],
  ['A Stripe test secret key', /\bsk_test_[0-9a-zA-Z]{16,}/],
  ['An AWS access key', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['A GitHub token', /\b(gh[opsu]_[0-9A-Za-z]{30,}|github_pat_[0-9A-Za-z_]{40,})/],
  ['A Slack token', /\bxox[abprs]-[0-9A-Za-z-]{10,}/],
  ['An OpenAI API key', /\bsk-(proj-)?[A-Za-z0-9_-]{32,}/],
  ['An Anthropic API key', /\bsk-ant-[A-Za-z0-9_-]{32,}/],
  ['A Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['A private key', /-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----/],
  ['A SendGrid API key', /\bSG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}\b/],
];

/** Shannon entropy in bits per character. */
function entropy(text: string) {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length);
  return bits;
}

// A name that says "secret" given a long random-looking literal: `const API_SECRET = "…"`.
const secretAssignment =
  /\b([A-Za-z_$][\w$]*(?:secret|token|api_?key|apikey|password|passwd|private_?key)[\w$]*)\s*[:=]\s*['"`]([^'"`\s]{20,})['"`]/i;

/** Browser code is public: a key in it is everyone's. Functions read theirs from ctx.secrets. */
export function checkSecrets(files: ReadonlyMap<string, string>): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  const inBrowser = (path: string) => isSource(path) && !path.startsWith('functions/');
  const fix =
    'Remove it from the code and revoke it at its issuer. Keep keys on the server: in an App Function, read it from ctx.secrets (set in the Functions tab).';
  for (const [label, pattern] of knownKeys) {
    for (const hit of matchingLines(files, new RegExp(pattern.source, 'g'), isSource)) {
      found.push(
        finding(
          'secrets',
          'critical',
          `${label} is written in ${inBrowser(hit.file) ? 'code every visitor downloads' : 'the source'}.`,
          fix,
          {
            file: hit.file,
            line: hit.line,
            key: label,
          },
        ),
      );
    }
  }
  for (const hit of matchingLines(files, secretAssignment, inBrowser)) {
    const value = hit.match[2] ?? '';
    const already = found.some((f) => f.file === hit.file && f.line === hit.line);
    if (already || entropy(value) < 3.5) continue;
    found.push(
      finding(
        'secrets',
        'high',
        `"${hit.match[1]}" looks like a secret written in code every visitor downloads.`,
        fix,
        {
          file: hit.file,
          line: hit.line,
          key: hit.match[1],
        },
      ),
    );
  }
  return found;
}
