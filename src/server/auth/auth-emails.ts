import { brand } from '../../shared/brand';
import type { Mail } from '../vendors/mail';

// Plain text first (every client shows it); the HTML part is the same words with one button.

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function compose(to: string, subject: string, lines: string[], action?: { label: string; url: string }): Mail {
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— The ${brand.name} team`,
  ].join('\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111827;max-width:520px">${paragraphs}${button}<p style="color:#6b7280;font-size:13px">— The ${brand.name} team</p></div>`;
  return { to, subject, text, html };
}

export function signInCodeMail(to: string, code: string, link: string): Mail {
  return compose(
    to,
    `Your ${brand.name} sign-in code: ${code}`,
    [
      `Your sign-in code is ${code}.`,
      'Enter it in the sign-in window, or use the button below to sign in with one click. The code works once and expires in 10 minutes.',
      "If you didn't ask to sign in, you can ignore this e-mail.",
    ],
    { label: `Sign in to ${brand.name}`, url: link },
  );
}

export function verificationCodeMail(to: string, code: string): Mail {
  return compose(to, `Your ${brand.name} verification code: ${code}`, [
    `Your verification code is ${code}. It works once and expires in 10 minutes.`,
    "If you didn't ask for it, you can ignore this e-mail; nothing changes without the code.",
  ]);
}

export function confirmNewEmailMail(to: string, url: string): Mail {
  return compose(
    to,
    `Confirm your new ${brand.name} e-mail address`,
    [
      `Confirm that ${to} is the new address of your ${brand.name} account.`,
      'Until you do, your account keeps its current address.',
    ],
    { label: 'Confirm new address', url },
  );
}

export function confirmEmailMail(to: string, url: string): Mail {
  return compose(
    to,
    `Confirm your e-mail for ${brand.name}`,
    [
      `Confirm that ${to} is your address to finish setting up your ${brand.name} account.`,
      "If you didn't ask for this, you can ignore this e-mail.",
    ],
    { label: 'Confirm e-mail address', url },
  );
}

export function confirmEmailChangeMail(to: string, newEmail: string, url: string): Mail {
  return compose(
    to,
    `Confirm your new ${brand.name} e-mail address`,
    [
      `Someone signed in to your ${brand.name} account asked to change its e-mail address to ${newEmail}.`,
      'If that was you, approve the change below. We will then send a link to the new address to confirm it.',
      "If it wasn't you, don't approve it, and change your password.",
    ],
    { label: 'Approve the change', url },
  );
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function existingAccountMail(to: string, signInUrl: string): Mail {
  return compose(
    to,
    `You already have a ${brand.name} account`,
    [
      `Someone tried to create a ${brand.name} account with ${to}, which already has one.`,
      'If that was you, sign in instead; you can also sign in with a code sent to this address.',
      "If it wasn't you, you can ignore this e-mail; nothing about your account has changed.",
    ],
    { label: `Sign in to ${brand.name}`, url: signInUrl },
  );
}

export function ssoLinkMail(to: string, workspace: string, url: string): Mail {
  return compose(
    to,
    `Approve single sign-on for your ${brand.name} account`,
    [
      `Someone signed in as ${to} through the identity provider of the workspace "${workspace}".`,
      'Your account owns a workspace or holds work outside this one, so it is linked only if you approve it. Open the page below and choose Approve, then sign in through single sign-on again within 30 minutes.',
      "If this wasn't you, don't approve it: nothing is linked and your account stays as it is.",
    ],
    { label: 'Review the request', url },
  );
}
